import {
  brandsList,
  categoriesList,
  featuredProductsCreate,
  productsFiltersList,
  productsGet,
  variantsList,
} from '../contract/catalogue.js';
import { bare, byId, withBody, withQuery } from '../transport/operations.js';
import type { Transport } from '../transport/transport.js';

/** Catalogue: `brands/`, `categories/` (L), `products/filters/` (L), `variants` (L), `featured-products/` (C). */
export function catalogueApi(t: Transport) {
  return {
    brands: {
      /** Brands sold in the client's country. */
      list: bare(t, brandsList),
    },
    categories: {
      /** The three-level category tree, flat (each with `parentId`, `level` and `path`). */
      list: bare(t, categoriesList),
    },
    products: {
      /** One product with all its variants, by slug. */
      get: byId(t, productsGet),
      filters: {
        /** Facets with counts for the given filters (the filter modal). */
        list: withQuery(t, productsFiltersList),
      },
    },
    variants: {
      /** The product listing: filters, sort and show-more paging. */
      list: withQuery(t, variantsList),
    },
    featuredProducts: {
      /** The products of a carousel block (ids, a brand or a category). */
      create: withBody(t, featuredProductsCreate),
    },
  };
}
