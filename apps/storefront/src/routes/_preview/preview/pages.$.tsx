import { createFileRoute } from '@tanstack/react-router';
import { LandingPageNotFound } from '../../../content/notFound';
import { parseContentPath } from '../../../content/paths';
import { PreviewEntry } from '../../../content/PreviewEntry';
import { loadPreviewEntry } from '../../../content/previewLoader';
import { previewDeps, previewHead } from '../../../content/previewRoute';

/** A landing page (`/pages/{slug}/...`) as the URL's user segments see it. */
export const Route = createFileRoute('/_preview/preview/pages/$')({
  loaderDeps: previewDeps,
  loader: ({ context, params, deps }) =>
    loadPreviewEntry(context, {
      type: 'landing-page',
      path: parseContentPath(params._splat),
      userSegments: deps.userSegments,
    }),
  head: ({ loaderData, match: { context } }) => previewHead(loaderData, context),
  notFoundComponent: LandingPageNotFound,
  component: LandingPagePreview,
});

function LandingPagePreview() {
  const { _splat } = Route.useParams();
  const { userSegments } = Route.useLoaderDeps();
  const path = parseContentPath(_splat);
  // The loader has turned a path that names no page into the not-found page.
  if (!path) return null;
  return <PreviewEntry type="landing-page" path={path} userSegments={userSegments} />;
}
