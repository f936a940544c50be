import { createFileRoute } from '@tanstack/react-router';
import { LandingPageNotFound } from '../../../content/notFound';
import { isSlug } from '../../../content/paths';
import { PreviewEntry } from '../../../content/PreviewEntry';
import { loadPreviewEntry } from '../../../content/previewLoader';
import { previewDeps, previewHead } from '../../../content/previewRoute';

/** The home page path of a preview: `homepage` unless the URL names another entry. */
const homepagePath = (slugUrl: string | undefined) => {
  const slug = slugUrl ?? 'homepage';
  return isSlug(slug) ? { slug } : undefined;
};

/** The home page as the URL's user segments see it (`?user_segments=gold`). */
export const Route = createFileRoute('/_preview/preview/homepage/{-$slugUrl}')({
  loaderDeps: previewDeps,
  loader: ({ context, params, deps }) =>
    loadPreviewEntry(context, {
      type: 'homepage',
      path: homepagePath(params.slugUrl),
      userSegments: deps.userSegments,
    }),
  head: ({ loaderData, match: { context } }) => previewHead(loaderData, context),
  notFoundComponent: LandingPageNotFound,
  component: HomepagePreview,
});

function HomepagePreview() {
  const { slugUrl } = Route.useParams();
  const { userSegments } = Route.useLoaderDeps();
  const path = homepagePath(slugUrl);
  // The loader has turned a slug that names no page into the not-found page.
  if (!path) return null;
  return <PreviewEntry type="homepage" path={path} userSegments={userSegments} />;
}
