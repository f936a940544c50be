import { formatNumber, type Language } from '@beauty/i18n';
import { useState, type ReactElement } from 'react';
import { Accordion } from '../Accordion/index.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
import { Sheet } from '../Sheet/index.js';
import { count as countClass, options as optionsClass } from './FilterModal.css.js';

/** One value of a facet, with how many products have it. */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** A facet of the product listing: brand, category, price range, skin type... */
export interface Facet {
  id: string;
  label: string;
  options: readonly FacetOption[];
}

/** The chosen values per facet id. */
export type FilterSelection = Record<string, readonly string[]>;

/** Props of {@link FilterModal}. */
export interface FilterModalProps {
  facets: readonly Facet[];
  /** The filters in force; the modal edits a copy until Apply. */
  selection: FilterSelection;
  onApply: (selection: FilterSelection) => void;
  language: Language;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it. */
  trigger?: ReactElement;
  /** Wording; English by default. */
  labels?: { title?: string; apply?: string; clear?: string; close?: string };
}

const toggled = (values: readonly string[] | undefined, value: string, on: boolean) => {
  const rest = (values ?? []).filter((item) => item !== value);
  return on ? [...rest, value] : rest;
};

/**
 * The product listing's filters in a sheet: one collapsible section per facet, a checkbox per
 * value with its product count. Nothing changes until Apply; Clear all empties the draft.
 */
export function FilterModal({
  facets,
  selection,
  onApply,
  language,
  open,
  onOpenChange,
  trigger,
  labels,
}: FilterModalProps) {
  const [draft, setDraft] = useState<FilterSelection>(selection);
  const [internalOpen, setInternalOpen] = useState(false);
  const isOpen = open ?? internalOpen;
  const setOpen = (next: boolean) => {
    // Each opening starts from the filters in force, not from an abandoned draft.
    if (next) setDraft(selection);
    setInternalOpen(next);
    onOpenChange?.(next);
  };
  const chosen = Object.values(draft).reduce((total, values) => total + values.length, 0);
  return (
    <Sheet
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title={labels?.title ?? 'Filter'}
      closeLabel={labels?.close}
      footer={
        <>
          <Button variant="secondary" disabled={chosen === 0} onClick={() => setDraft({})}>
            {labels?.clear ?? 'Clear all'}
          </Button>
          <Button
            onClick={() => {
              onApply(draft);
              setOpen(false);
            }}
          >
            {labels?.apply ?? 'Apply'}
          </Button>
        </>
      }
    >
      <Accordion
        type="multiple"
        defaultOpen={facets.slice(0, 1).map((facet) => facet.id)}
        items={facets.map((facet) => ({
          value: facet.id,
          title: facet.label,
          content: (
            <ul className={optionsClass} aria-label={facet.label}>
              {facet.options.map((option) => (
                <li key={option.value}>
                  <Checkbox
                    label={
                      <>
                        {option.label}
                        <span className={countClass}>({formatNumber(option.count, language)})</span>
                      </>
                    }
                    disabled={option.count === 0}
                    checked={draft[facet.id]?.includes(option.value) ?? false}
                    onCheckedChange={(on) =>
                      setDraft((current) => ({
                        ...current,
                        [facet.id]: toggled(current[facet.id], option.value, on),
                      }))
                    }
                  />
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </Sheet>
  );
}
