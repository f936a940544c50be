import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../../booking/pages';
import { loadActivity } from '../../../booking/routeOptions';
import { titleTag } from '../../../shell/head';

/** Booking a event, `/happening/events/{id}` (blank layout). */
export const Route = createFileRoute('/_blank/happening/events/$id')({
  loader: ({ context, params }) => loadActivity(context, 'event', params.id),
  head: ({ loaderData, match: { context } }) => ({
    meta: [
      titleTag(loaderData?.name ?? context.messages.t('shell.happening_title'), context.boot.site),
    ],
  }),
  component: function EventRoute() {
    const { id } = Route.useParams();
    return <ActivityPage kind="event" id={id} found={Route.useLoaderData() !== null} />;
  },
});
