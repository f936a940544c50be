import type { Language } from '@beauty/i18n';
import { cloneElement, lazy, Suspense, useRef, useState, type ReactElement, type Ref } from 'react';

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

// The sheet, its checkboxes and Radix Dialog load when the shopper first reaches for the filters
// (pointer over, focus or tap on the trigger), so a listing page does not carry them up front.
const loadSheet = () => import('./FilterSheet.js');
const FilterSheet = lazy(async () => ({ default: (await loadSheet()).FilterSheet }));
const preload = () => void loadSheet();

/**
 * The product listing's filters in a sheet: one collapsible section per facet, a checkbox per
 * value with its product count. Nothing changes until Apply; Clear all empties the draft. The
 * sheet's code loads on first use; focus returns to the trigger when it closes.
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
  // Once opened the sheet stays mounted, so it can animate out when closed.
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  const triggerRef = useRef<HTMLElement>(null);
  const setOpen = (next: boolean) => {
    // Each opening starts from the filters in force, not from an abandoned draft.
    if (next) setDraft(selection);
    setInternalOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      {trigger ? (
        <TriggerSlot
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => setOpen(true)}
          onPointerEnter={preload}
          onFocus={preload}
          onTouchStart={preload}
        >
          {trigger}
        </TriggerSlot>
      ) : null}
      {isOpen || opened ? (
        <Suspense fallback={null}>
          <FilterSheet
            facets={facets}
            language={language}
            open={isOpen}
            onOpenChange={setOpen}
            draft={draft}
            setDraft={setDraft}
            onApply={() => {
              onApply(draft);
              setOpen(false);
            }}
            returnFocus={triggerRef}
            labels={labels}
          />
        </Suspense>
      ) : null}
    </>
  );
}

type Handler = (...args: unknown[]) => unknown;

/**
 * The trigger with the modal's props merged in, as Radix's `Slot` merges them (the trigger's own
 * handlers run first, then the modal's; its own ref is kept too), without Slot's code in the
 * listing's first load.
 */
function TriggerSlot({
  children,
  ref,
  ...props
}: {
  children: ReactElement;
  ref: Ref<HTMLElement>;
  [prop: string]: unknown;
}) {
  const own = children.props as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...props, ...own };
  for (const [name, value] of Object.entries(props)) {
    const ownValue = own[name];
    if (/^on[A-Z]/.test(name) && typeof ownValue === 'function')
      merged[name] = (...args: unknown[]) => {
        const result = (ownValue as Handler)(...args);
        (value as Handler)(...args);
        return result;
      };
  }
  const ownRef = own.ref as Ref<HTMLElement> | undefined;
  merged.ref = (node: HTMLElement | null) => {
    for (const each of [ref, ownRef])
      if (typeof each === 'function') each(node);
      else if (each) each.current = node;
  };
  return cloneElement(children, merged);
}
