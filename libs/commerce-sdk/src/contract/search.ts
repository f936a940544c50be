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
} from 'valibot';
import { BrandRefSchema, PageMetaSchema, PagingQuerySchema, listOf, singleOf } from './shared.js';
import {
  CategoryRefSchema,
  ListingFilterSchema,
  ListingSortSchema,
  VariantListItemSchema,
} from './catalogue.js';
import { endpoint } from './endpoint.js';
import { named, types } from './named.js';
import type {
  PopularQueriesResponse,
  PopularQuery,
  SearchDropdownQuery,
  SearchDropdownQueryOutput,
  SearchDropdownResponse,
  SearchQuery,
  SearchQueryOutput,
  SearchResponse,
} from './types.gen.js';

/** Query of `GET search/`: the text plus the listing's filters, sort and paging. */
export const SearchQuerySchema = named(
  object({
    ...ListingFilterSchema.entries,
    ...PagingQuerySchema.entries,
    q: pipe(string(), trim(), nonEmpty('Required field'), maxLength(200)),
    sort: optional(ListingSortSchema, 'relevance'),
  }),
  types<SearchQueryOutput, SearchQuery>,
);

/** `GET search/`: ranked products plus the brands and categories the text names. */
export const SearchResponseSchema = named(
  object({
    data: object({
      products: array(VariantListItemSchema),
      brands: array(BrandRefSchema),
      categories: array(CategoryRefSchema),
    }),
    meta: object({ ...PageMetaSchema.entries, query: string() }),
  }),
  types<SearchResponse>,
);

/** A query shoppers of the country often search for. */
export const PopularQuerySchema = named(
  object({ query: string(), rank: number() }),
  types<PopularQuery>,
);

/** `GET search/popular-queries/` */
export const PopularQueriesResponseSchema = named(
  listOf(PopularQuerySchema),
  types<PopularQueriesResponse>,
);

/** Query of `GET components/search-input-dropdown/`: a typed prefix. */
export const SearchDropdownQuerySchema = named(
  object({
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
  }),
  types<SearchDropdownQueryOutput, SearchDropdownQuery>,
);

/** `GET components/search-input-dropdown/`: suggestions for the search box. */
export const SearchDropdownResponseSchema = named(
  singleOf(
    object({
      products: array(VariantListItemSchema),
      brands: array(BrandRefSchema),
      categories: array(CategoryRefSchema),
      queries: array(string()),
    }),
  ),
  types<SearchDropdownResponse>,
);

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
