import {
  componentsSearchInputDropdownList,
  searchList,
  searchPopularQueriesList,
} from '../contract/search.js';
import { bare, withQuery } from '../transport/operations.js';
import type { Transport } from '../transport/transport.js';

/** Search: `search/`, `search/popular-queries/`, `components/search-input-dropdown/` (L). */
export function searchApi(t: Transport) {
  return {
    search: {
      /** Ranked products, brands and categories for a text. */
      list: withQuery(t, searchList),
      popularQueries: {
        /** What shoppers of the country search for most. */
        list: bare(t, searchPopularQueriesList),
      },
    },
    components: {
      searchInputDropdown: {
        /** Suggestions for a typed prefix (products, brands, categories, queries). */
        list: withQuery(t, componentsSearchInputDropdownList),
      },
    },
  };
}
