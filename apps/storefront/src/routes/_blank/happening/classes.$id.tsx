import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../../booking/pages';
import { loadActivity } from '../../../booking/routeOptions';
import { titleTag } from '../../../shell/head';

/** Booking a class, `/happening/classes/{id}` (blank layout). */
export const Route = createFileRoute('/_blank/happening/classes/$id')({
  loader: ({ context, params }) => loadActivity(context, 'class', params.id),
  head: ({ loaderData, match: { context } }) => ({
    meta: [
      titleTag(loaderData?.name ?? context.messages.t('shell.happening_title'), context.boot.site),
    ],
  }),
  component: function ClassRoute() {
    const { id } = Route.useParams();
    return <ActivityPage kind="class" id={id} found={Route.useLoaderData() !== null} />;
  },
});
