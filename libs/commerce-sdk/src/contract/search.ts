import {
  array,
  integer,
  maxLength,
  maxValue,
  minValue,
  nonEmpty,
  number,
  object,
  optional,
  pipe,
  regex,
  string,
  transform,
  trim,
  union,
  type InferInput,
  type InferOutput,
} from 'valibot';
import { BrandRefSchema, PageMetaSchema, PagingQuerySchema, listOf, singleOf } from './common.js';
import {
  CategoryRefSchema,
  ListingFilterSchema,
  ListingSortSchema,
  VariantListItemSchema,
} from './catalogue.js';
import { endpoint } from './endpoint.js';

/** Query of `GET search/`: the text plus the listing's filters, sort and paging. */
export const SearchQuerySchema = object({
  ...ListingFilterSchema.entries,
  ...PagingQuerySchema.entries,
  q: pipe(string(), trim(), nonEmpty('Required field'), maxLength(200)),
  sort: optional(ListingSortSchema, 'relevance'),
});
export type SearchQuery = InferInput<typeof SearchQuerySchema>;

/** `GET search/`: ranked products plus the brands and categories the text names. */
export const SearchResponseSchema = object({
  data: object({
    products: array(VariantListItemSchema),
    brands: array(BrandRefSchema),
    categories: array(CategoryRefSchema),
  }),
  meta: object({ ...PageMetaSchema.entries, query: string() }),
});
export type SearchResponse = InferOutput<typeof SearchResponseSchema>;

/** A query shoppers of the country often search for. */
export const PopularQuerySchema = object({ query: string(), rank: number() });
export type PopularQuery = InferOutput<typeof PopularQuerySchema>;

/** `GET search/popular-queries/` */
export const PopularQueriesResponseSchema = listOf(PopularQuerySchema);
export type PopularQueriesResponse = InferOutput<typeof PopularQueriesResponseSchema>;

/** Query of `GET components/search-input-dropdown/`: a typed prefix. */
export const SearchDropdownQuerySchema = object({
  q: pipe(string(), trim(), nonEmpty('Required field'), maxLength(100)),
  limit: optional(
    pipe(
      union([number(), pipe(string(), regex(/^\d+$/), transform(Number))]),
      integer(),
      minValue(1),
      maxValue(20),
    ),
    6,
  ),
});
export type SearchDropdownQuery = InferInput<typeof SearchDropdownQuerySchema>;

/** `GET components/search-input-dropdown/`: suggestions for the search box. */
export const SearchDropdownResponseSchema = singleOf(
  object({
    products: array(VariantListItemSchema),
    brands: array(BrandRefSchema),
    categories: array(CategoryRefSchema),
    queries: array(string()),
  }),
);
export type SearchDropdownResponse = InferOutput<typeof SearchDropdownResponseSchema>;

export const searchList = endpoint({
  method: 'GET',
  path: 'search',
  query: SearchQuerySchema,
  response: SearchResponseSchema,
});
export const searchPopularQueriesList = endpoint({
  method: 'GET',
  path: 'search/popular-queries',
  response: PopularQueriesResponseSchema,
});
export const componentsSearchInputDropdownList = endpoint({
  method: 'GET',
  path: 'components/search-input-dropdown',
  query: SearchDropdownQuerySchema,
  response: SearchDropdownResponseSchema,
});
