import type { SearchDropdownResponse } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { Button, SearchDropdown } from '@beauty/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { popularSearchesQuery, searchSuggestionsQuery } from '../queries/search';
import { queryText } from './queryText';
import * as styles from './search.css';
import { useDebouncedValue } from './useDebouncedValue';
import { useRecentSearches } from './useRecentSearches';
import { useShopNavigate } from '../navigation/useShopNavigate';

/** Wait after the last keystroke before asking for suggestions. */
export const SUGGESTION_DELAY_MS = 200;
/** Longest prefix the suggestions endpoint takes. */
const MAX_PREFIX_LENGTH = 100;
const MAX_SUGGESTIONS = 8;

/** The texts a suggestion answer offers: matching searches, then brands, categories and products. */
export function suggestionTexts({ data }: SearchDropdownResponse): string[] {
  const texts = [
    ...data.queries,
    ...data.brands.map((brand) => brand.name),
    ...data.categories.map((category) => category.name),
    ...data.products.map((tile) => tile.product.name),
  ];
  const seen = new Set<string>();
  return texts
    .filter((text) => {
      const key = text.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_SUGGESTIONS);
}

/**
 * The header's search box: recent and popular searches on focus, suggestions while typing, and
 * the results page on Enter, on a chosen term or on the search button.
 */
export function HeaderSearch() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const go = useShopNavigate();
  const recent = useRecentSearches();
  const searchedFor = useRouterState({
    select: (state) =>
      state.location.pathname === '/search'
        ? queryText((state.location.search as { q?: unknown }).q)
        : '',
  });
  const [value, setValue] = useState(searchedFor);
  const [shownFor, setShownFor] = useState(searchedFor);
  // The box shows what the results page is for, also after back and forward.
  if (shownFor !== searchedFor) {
    setShownFor(searchedFor);
    setValue(searchedFor);
  }
  // Nothing is fetched until the shopper turns to the box.
  const [engaged, setEngaged] = useState(false);
  const typedPrefix = value.trim().slice(0, MAX_PREFIX_LENGTH);
  const prefix = useDebouncedValue(typedPrefix, SUGGESTION_DELAY_MS);
  const popular = useQuery({ ...popularSearchesQuery(context), enabled: engaged });
  const suggestions = useQuery({
    ...searchSuggestionsQuery(context, prefix),
    enabled: engaged && prefix !== '',
    // The previous suggestions stay while the next ones load.
    placeholderData: keepPreviousData,
  });

  const search = (term: string) => {
    const q = queryText(term);
    if (!q) return;
    recent.add(q);
    go(i18n.href(`/search?q=${encodeURIComponent(q)}`));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value);
  };

  return (
    <form
      role="search"
      className={styles.headerSearch}
      onSubmit={onSubmit}
      onFocus={() => setEngaged(true)}
    >
      <SearchDropdown
        className={styles.dropdown}
        value={value}
        onValueChange={setValue}
        onSearch={search}
        recentSearches={recent.terms}
        popularSearches={popular.data?.data.map((entry) => entry.query) ?? []}
        suggestions={suggestions.data && value.trim() ? suggestionTexts(suggestions.data) : []}
        // Typing (the debounce) or fetching: the answer for what is typed is not in yet.
        loading={typedPrefix !== prefix || suggestions.isFetching}
        onClearRecent={recent.clear}
        labels={{
          input: i18n.text('search.label'),
          placeholder: i18n.text('search.placeholder'),
          recent: i18n.text('search.recent'),
          popular: i18n.text('search.popular'),
          suggestions: i18n.text('search.suggestions'),
          clearRecent: i18n.text('search.clear_recent'),
          noSuggestions: (query) => i18n.text('search.no_results', { query }),
          loading: i18n.text('common.loading'),
        }}
      />
      <Button type="submit" variant="secondary" size="sm">
        {i18n.text('search.submit')}
      </Button>
    </form>
  );
}
