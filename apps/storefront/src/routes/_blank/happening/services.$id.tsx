import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../../booking/pages';
import { loadActivity } from '../../../booking/routeOptions';
import { titleTag } from '../../../shell/head';

/** Booking a service, `/happening/services/{id}` (blank layout). */
export const Route = createFileRoute('/_blank/happening/services/$id')({
  loader: ({ context, params }) => loadActivity(context, 'service', params.id),
  head: ({ loaderData, match: { context } }) => ({
    meta: [
      titleTag(loaderData?.name ?? context.messages.t('shell.happening_title'), context.boot.site),
    ],
  }),
  component: function ServiceRoute() {
    const { id } = Route.useParams();
    return <ActivityPage kind="service" id={id} found={Route.useLoaderData() !== null} />;
  },
});
