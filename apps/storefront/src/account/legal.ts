// The legal pages' route options apart from their page: route options stay in the route tree every
// page loads, and a module is the unit of a chunk.
import type { TermsSection } from '@beauty/commerce-sdk/contract';
import { notFound } from '@tanstack/react-router';
import { prefetchBlocks, type PrefetchContext } from '../content/prefetch';
import { landingPageQuery } from '../queries/listing';

/** The legal pages: the privacy policy and the terms, content entries of these slugs. */
export type LegalSlug = 'privacy' | 'terms';

/** `?section=`: the part of the page to show first (a block id of its entry). */
export function validateSectionSearch(search: Record<string, unknown>): { section?: string } {
  const { section } = search;
  return typeof section === 'string' && section !== '' && section.length <= 100 ? { section } : {};
}

/**
 * A legal page's loader: its entry and the markdown renderer, so the server renders it in full,
 * and its title and description for the head; a 404 without one.
 */
export async function loadLegalPage(context: PrefetchContext, slug: LegalSlug) {
  const entry = await context.queryClient.ensureQueryData(landingPageQuery(context, slug));
  if (!entry) throw notFound();
  await prefetchBlocks(context, entry.data.blocks);
  return { title: entry.data.seo.title, description: entry.data.seo.description };
}

/** The id of a section's element on its page: the target of `#…` and of `?section=`. */
export const sectionElementId = (section: string) => `section-${section}`;

/** The privacy policy's address. */
export const PRIVACY_PATH = '/privacy';

/**
 * The address of the terms, opened at a section (`/terms?section=orders#section-orders`): the
 * fragment scrolls there before the page's script runs, the query marks it once it has.
 */
export const termsHref = (section?: TermsSection) =>
  section
    ? `/terms?${new URLSearchParams({ section }).toString()}#${sectionElementId(section)}`
    : '/terms';
