import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../internal/icons.js';
import { chevron, content, header, item as itemClass, trigger } from './Accordion.css.js';

/** One section of an {@link Accordion}. */
export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  items: readonly AccordionItem[];
  /** `single` opens one section at a time; `multiple` lets several stay open. */
  type?: 'single' | 'multiple';
  /** Sections open at first. */
  defaultOpen?: string[];
  /** Heading level of the section titles, to fit the page outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Collapsible sections (FAQs, filter facets, product details) on Radix Accordion: each title is a
 * button inside a heading, with `aria-expanded` and `aria-controls`.
 */
export function Accordion({
  items,
  type = 'multiple',
  defaultOpen = [],
  headingLevel = 3,
  className,
}: AccordionProps) {
  const sections = items.map((item) => (
    <RadixAccordion.Item
      key={item.value}
      value={item.value}
      disabled={item.disabled}
      className={itemClass}
    >
      <RadixAccordion.Header className={header} aria-level={headingLevel}>
        <RadixAccordion.Trigger className={trigger}>
          {item.title}
          <ChevronDownIcon className={chevron} />
        </RadixAccordion.Trigger>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={content}>{item.content}</RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  return type === 'single' ? (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultOpen[0]}
      className={className}
    >
      {sections}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root type="multiple" defaultValue={defaultOpen} className={className}>
      {sections}
    </RadixAccordion.Root>
  );
}
