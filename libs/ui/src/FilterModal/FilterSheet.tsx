import { formatNumber, type Language } from '@beauty/i18n';
import type { Dispatch, RefObject, SetStateAction } from 'react';
import { Accordion } from '../Accordion/index.js';
import { Button } from '../Button/index.js';
import { Checkbox } from '../Checkbox/index.js';
import { Sheet } from '../Sheet/index.js';
import type { Facet, FilterModalProps, FilterSelection } from './FilterModal.js';
import { count as countClass, options as optionsClass } from './FilterModal.css.js';

/** What {@link FilterModal} hands the sheet it loads on first opening. */
export interface FilterSheetProps extends Pick<FilterModalProps, 'labels'> {
  facets: readonly Facet[];
  language: Language;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: FilterSelection;
  setDraft: Dispatch<SetStateAction<FilterSelection>>;
  onApply: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}

const toggled = (values: readonly string[] | undefined, value: string, on: boolean) => {
  const rest = (values ?? []).filter((item) => item !== value);
  return on ? [...rest, value] : rest;
};

/** The sheet of {@link FilterModal}: one collapsible section per facet, a checkbox per value. */
export function FilterSheet({
  facets,
  language,
  open,
  onOpenChange,
  draft,
  setDraft,
  onApply,
  returnFocus,
  labels,
}: FilterSheetProps) {
  const chosen = Object.values(draft).reduce((total, values) => total + values.length, 0);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={labels?.title ?? 'Filter'}
      closeLabel={labels?.close}
      footer={
        <>
          <Button variant="secondary" disabled={chosen === 0} onClick={() => setDraft({})}>
            {labels?.clear ?? 'Clear all'}
          </Button>
          <Button onClick={onApply}>{labels?.apply ?? 'Apply'}</Button>
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
