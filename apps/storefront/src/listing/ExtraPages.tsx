import type { VariantListItem } from '@beauty/commerce-sdk/contract';
import { useSuspenseQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { listingPageQuery } from '../queries/listing';

export interface ExtraPagesProps {
  /** The queries of pages 2 to n, in order. */
  queries: ReturnType<typeof listingPageQuery>[];
  /** Renders the pages' products, in order. */
  children: (items: VariantListItem[]) => ReactNode;
}

/**
 * Reads a listing's pages after the first, together. A module of its own: most listings show one
 * page, and reading several queries at once brings code of its own (about 1 KB).
 */
export function ExtraPages({ queries, children }: ExtraPagesProps) {
  const pages = useSuspenseQueries({ queries });
  return children(pages.flatMap((page) => page.data.data));
}
