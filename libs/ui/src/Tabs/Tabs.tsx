import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { list, panel, trigger } from './Tabs.css.js';

/** One tab of {@link Tabs}. */
export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The accessible name of the tab list, e.g. 'Product details'. */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/**
 * Panels behind tabs (description, how to use, ingredients), on Radix Tabs: `tablist`, `tab` and
 * `tabpanel` roles, arrow keys move between tabs.
 */
export function Tabs({ label, items, defaultValue, className, ...props }: TabsProps) {
  return (
    <RadixTabs.Root {...props} defaultValue={defaultValue ?? items[0]?.value} className={className}>
      <RadixTabs.List aria-label={label} className={list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
