import type { Translator } from '@beauty/i18n';
import type { RouterContext } from '../router';
import { previewSegments, type PreviewSearch } from '../routes/_preview';
import { titleTag } from '../shell/head';

// What the preview routes' definitions need up front (the route tree comes with every page); how a
// preview loads its entry is in `previewLoader`, which comes with the preview pages' own code.

/** Loader deps of a preview page: the segments its URL asks for. */
export const previewDeps = ({ search }: { search: PreviewSearch }) => ({
  userSegments: previewSegments(search),
});

/** Head of a preview page: the entry's title and description, and kept out of search engines. */
export function previewHead(
  loaderData: { seo: { title: string; description?: string } } | undefined,
  { boot, messages }: { boot: RouterContext['boot']; messages: Translator },
) {
  const description = loaderData?.seo.description;
  return {
    meta: [
      titleTag(loaderData?.seo.title ?? messages.t('shell.preview_title'), boot.site),
      ...(description ? [{ name: 'description', content: description }] : []),
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  };
}
