import { STOREFRONT_FLAGS } from '@beauty/flags-sdk/storefront';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ContentBlocks } from '../../content/ContentBlocks';
import { prefetchBlocks } from '../../content/prefetch';
import { notFoundWhenMissing } from '../../content/notFound';
import { useShopVariation } from '../../experiments/shopExperiments';
import { contentEntryQuery } from '../../queries/content';
import type { QueryContext } from '../../queries/scope';
import { titleTag } from '../../shell/head';

const homepage = (context: QueryContext) =>
  contentEntryQuery(context, 'homepage', { type: 'homepage' });

/** The home page: the content entry 'homepage' of the visit's country and language. */
export const Route = createFileRoute('/_default/')({
  loader: async ({ context }) => {
    const { data } = await context.queryClient
      .ensureQueryData(homepage(context))
      .catch(notFoundWhenMissing);
    await prefetchBlocks(context, data.blocks);
    return { seo: data.seo };
  },
  head: ({ loaderData, match: { context } }) => ({
    meta: loaderData
      ? [
          titleTag(loaderData.seo.title, context.boot.site),
          { name: 'description', content: loaderData.seo.description },
        ]
      : [],
  }),
  component: HomePage,
});

function HomePage() {
  const { data } = useSuspenseQuery(homepage(Route.useRouteContext()));
  const spotlight = useShopVariation(STOREFRONT_FLAGS.homeHero)?.key === 'spotlight';
  return (
    <ContentBlocks
      blocks={data.data.blocks}
      title={data.data.title}
      heroLayout={spotlight ? 'spotlight' : 'standard'}
    />
  );
}
