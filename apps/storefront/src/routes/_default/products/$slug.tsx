import { CommerceError } from '@beauty/commerce-sdk';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductPage } from '../../../product/ProductPage';
import { productQuery } from '../../../queries/product';
import { describedPage } from '../../../shell/head';

/** A product page, `/products/{slug}`. A product not sold in the country is not found there. */
export const Route = createFileRoute('/_default/products/$slug')({
  loader: async ({ context, params }) => {
    try {
      const { data } = await context.queryClient.ensureQueryData(
        productQuery(context, params.slug),
      );
      // The product itself travels in the query cache; the head needs only its words.
      return { name: data.name, description: data.description };
    } catch (error) {
      // 404: no such product here; 400: a slug no product could have.
      if (error instanceof CommerceError && [400, 404].includes(error.statusCode)) throw notFound();
      throw error;
    }
  },
  // The first image is preloaded by React itself: it has `fetchPriority="high"`.
  head: ({ loaderData, match: { context } }) => ({
    meta: loaderData
      ? describedPage(
          { title: loaderData.name, description: loaderData.description },
          context.boot.site,
        )
      : [],
  }),
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  const { data } = useSuspenseQuery(productQuery(Route.useRouteContext(), slug));
  // A new product starts afresh: its own first variant, quantity one.
  return <ProductPage key={data.data.id} product={data.data} />;
}
