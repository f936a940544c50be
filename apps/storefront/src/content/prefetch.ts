import type { ContentBlock } from '@beauty/commerce-sdk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { featuredProductsQuery } from '../queries/featured';
import type { QueryContext } from '../queries/scope';
import { onDemand } from './onDemand';
import { markdownRenderer } from './RichText';

/** What a route loader has: the query client and what queries need. */
export interface PrefetchContext extends QueryContext {
  queryClient: QueryClient;
}

/**
 * The blocks' components, for the pages that show blocks only sometimes: a category listing has
 * no landing page's blocks to render.
 */
export const contentBlocks = onDemand(
  () => import('./ContentBlocks'),
  ({ ContentBlocks }) => ContentBlocks,
);

/**
 * Fetches what the blocks need besides the entry into the query cache (the carousels' products),
 * their components and the markdown renderer when a block has rich text, so the server renders them in full. A
 * failed carousel does not fail the page: it is left out. Kept apart from the block components,
 * so route loaders do not pull them into the browser's entry chunk.
 */
export async function prefetchBlocks(
  context: PrefetchContext,
  blocks: readonly ContentBlock[],
): Promise<void> {
  await Promise.all([
    contentBlocks.load(),
    ...blocks.flatMap((block): Promise<unknown>[] => {
      if (block.type === 'product-carousel')
        return [context.queryClient.prefetchQuery(featuredProductsQuery(context, block))];
      if (block.type === 'rich-text') return [markdownRenderer.load()];
      return [];
    }),
  ]);
}
