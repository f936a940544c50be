import { Heading, Stack, Text } from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { notFoundWhenMissing } from '../../../content/notFound';
import { PreviewSegments } from '../../../content/PreviewEntry';
import { previewDeps, previewHead } from '../../../content/previewRoute';
import { previewOverlayQuery } from '../../../queries/content';
import { ShopLink } from '../../../shell/ShopLink';
import * as styles from '../../../content/preview.css';

/**
 * An overlay (the country welcome, a campaign pop-up) laid out as the dialog shoppers meet: its
 * title, picture, text and action, in the server's HTML.
 */
export const Route = createFileRoute('/_preview/preview/overlay/$id')({
  loaderDeps: previewDeps,
  loader: async ({ context, params, deps }) => {
    const { data } = await context.queryClient
      .ensureQueryData(previewOverlayQuery(context, deps.userSegments, params.id))
      .catch(notFoundWhenMissing);
    return { seo: { title: data.title } };
  },
  head: ({ loaderData, match: { context } }) => previewHead(loaderData, context),
  component: OverlayPreview,
});

function OverlayPreview() {
  const { id } = Route.useParams();
  const { userSegments } = Route.useLoaderDeps();
  const { data } = useSuspenseQuery(previewOverlayQuery(Route.useRouteContext(), userSegments, id));
  const overlay = data.data;
  return (
    <Stack space="lg">
      <PreviewSegments userSegments={userSegments} />
      <section className={styles.overlay} aria-labelledby="overlay-title">
        <Heading level={1} id="overlay-title">
          {overlay.title}
        </Heading>
        {overlay.image ? (
          <img
            className={styles.overlayImage}
            src={overlay.image.url}
            alt={overlay.image.alt}
            width={overlay.image.width}
            height={overlay.image.height}
          />
        ) : null}
        <Text>{overlay.body}</Text>
        {overlay.cta ? (
          <ShopLink href={overlay.cta.href} className={styles.overlayAction}>
            {overlay.cta.label}
          </ShopLink>
        ) : null}
      </section>
    </Stack>
  );
}
