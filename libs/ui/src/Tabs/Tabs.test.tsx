import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../Accordion/index.js';
import { Tabs } from './Tabs.js';

describe('Tabs', () => {
  it('has tablist, tab and tabpanel roles and moves with the arrow keys', async () => {
    render(
      <Tabs
        label="Product details"
        items={[
          { value: 'about', label: 'Description', content: 'A satin lipstick.' },
          { value: 'use', label: 'How to use', content: 'Apply from the centre.' },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('A satin lipstick.');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Description' }));
    await userEvent.keyboard('{ArrowRight}');
    const use = screen.getByRole('tab', { name: 'How to use' });
    expect(document.activeElement).toBe(use);
    expect(use.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'How to use' }).textContent).toBe(
      'Apply from the centre.',
    );
  });
});

describe('Accordion', () => {
  it('expands and collapses sections with Enter, announcing the state', async () => {
    render(
      <Accordion
        items={[
          { value: 'returns', title: 'Returns', content: 'Within 30 days.' },
          { value: 'delivery', title: 'Delivery', content: '3-5 working days.' },
        ]}
      />,
    );
    const returns = screen.getByRole('button', { name: 'Returns' });
    expect(returns.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Within 30 days.')).toBeNull();
    returns.focus();
    await userEvent.keyboard('{Enter}');
    expect(returns.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Within 30 days.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Returns' })).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(returns.getAttribute('aria-expanded')).toBe('false');
  });
});
