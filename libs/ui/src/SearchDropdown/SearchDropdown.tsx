import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import { SearchIcon } from '../internal/icons.js';
import * as styles from './SearchDropdown.css.js';

/** Wording of {@link SearchDropdown}; English by default. */
export interface SearchDropdownLabels {
  /** The input's accessible name. */
  input?: string;
  placeholder?: string;
  recent?: string;
  popular?: string;
  suggestions?: string;
  clearRecent?: string;
  noSuggestions?: (query: string) => string;
  /** Said while the first suggestions for what is typed are on their way. */
  loading?: string;
}

/** Props of {@link SearchDropdown}. */
export interface SearchDropdownProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Runs a search: Enter in the input, or a chosen search term. */
  onSearch: (query: string) => void;
  /** The shopper's recent searches, newest first; shown while the input is empty. */
  recentSearches?: readonly string[];
  /** Popular searches; shown while the input is empty. */
  popularSearches?: readonly string[];
  /** Suggestions for what is typed. */
  suggestions?: readonly string[];
  /**
   * Suggestions for what is typed are on their way. Without any to show yet the popup says so
   * instead of 'No suggestions'; the ones shown stay until the next arrive.
   */
  loading?: boolean;
  /** Clears the recent searches; the clear link shows only when given. */
  onClearRecent?: () => void;
  labels?: SearchDropdownLabels;
  className?: string;
}

interface Group {
  key: 'recent' | 'popular' | 'suggestions';
  title: string;
  options: readonly string[];
}

function highlight(text: string, query: string): ReactNode {
  const at = query ? text.toLocaleLowerCase().indexOf(query.toLocaleLowerCase()) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className={styles.match}>{text.slice(at, at + query.length)}</mark>
      {text.slice(at + query.length)}
    </>
  );
}

/**
 * The header search: an input with `combobox` semantics and a `listbox` of recent and popular
 * searches (empty input) or suggestions (while typing). Arrow keys move through the options
 * (`aria-activedescendant`, focus stays in the input), Enter searches, Escape closes then clears.
 */
export function SearchDropdown({
  value,
  onValueChange,
  onSearch,
  recentSearches = [],
  popularSearches = [],
  suggestions = [],
  loading = false,
  onClearRecent,
  labels,
  className,
}: SearchDropdownProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = value.trim();

  const groups: Group[] = (
    query
      ? [{ key: 'suggestions', title: labels?.suggestions ?? 'Suggestions', options: suggestions }]
      : [
          { key: 'recent', title: labels?.recent ?? 'Recent searches', options: recentSearches },
          {
            key: 'popular',
            title: labels?.popular ?? 'Popular searches',
            options: popularSearches,
          },
        ]
  ).filter((group): group is Group => group.options.length > 0);
  const options = groups.flatMap((group) =>
    group.options.map((text, index) => ({
      group: group.key,
      text,
      id: `${id}-${group.key}-${index}`,
    })),
  );
  const waiting = Boolean(query) && suggestions.length === 0;
  const showLoading = waiting && loading;
  const expanded = open && (options.length > 0 || waiting);
  const activeOption = expanded ? options[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (text: string) => {
    onValueChange(text);
    onSearch(text);
    close();
  };
  const move = (step: number) => {
    setOpen(true);
    if (options.length === 0) return;
    setActive((current) => {
      if (!expanded || current < 0) return step > 0 ? 0 : options.length - 1;
      return (current + step + options.length) % options.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        event.preventDefault();
        if (activeOption) choose(activeOption.text);
        else if (query) choose(query);
        break;
      case 'Escape':
        event.preventDefault();
        if (expanded) close();
        else onValueChange('');
        break;
      case 'Tab':
        close();
        break;
    }
  };

  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.inputRow}>
        <SearchIcon />
        <input
          type="search"
          role="combobox"
          className={styles.input}
          aria-label={labels?.input ?? 'Search'}
          placeholder={labels?.placeholder ?? 'Search products and brands'}
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className={styles.popup} hidden={!expanded}>
        {!query && onClearRecent && recentSearches.length > 0 ? (
          <div className={styles.groupHeader}>
            <span aria-hidden="true" />
            <button
              type="button"
              className={styles.clearButton}
              // Keep focus in the input so the dropdown stays open.
              onMouseDown={(event) => event.preventDefault()}
              onClick={onClearRecent}
            >
              {labels?.clearRecent ?? 'Clear recent searches'}
            </button>
          </div>
        ) : null}
        {waiting ? (
          <p className={styles.empty} role="status">
            {showLoading
              ? (labels?.loading ?? 'Searching…')
              : (labels?.noSuggestions?.(query) ?? `No suggestions for "${query}"`)}
          </p>
        ) : null}
        <div
          role="listbox"
          id={listboxId}
          aria-label={labels?.input ?? 'Search'}
          aria-busy={Boolean(query) && loading}
        >
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}-title`}>
              <div
                id={`${id}-${group.key}-title`}
                role="presentation"
                className={styles.groupHeader}
              >
                {group.title}
              </div>
              {options
                .filter((option) => option.group === group.key)
                .map((option) => (
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    aria-selected={option.id === activeOption?.id}
                    className={styles.option}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActive(options.indexOf(option))}
                    onClick={() => choose(option.text)}
                  >
                    {group.key === 'suggestions' ? highlight(option.text, query) : option.text}
                  </div>
                ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
