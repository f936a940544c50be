import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CostSummary } from './CostSummary.js';

describe('CostSummary', () => {
  it('lists each figure under its term, the discount taken off, in the country’s currency', () => {
    render(
      <CostSummary
        title="Order summary"
        country="id"
        language="id"
        rows={[
          { id: 'subtotal', label: 'Subtotal', amount: 650000 },
          { id: 'discount', label: 'Diskon', amount: 65000, kind: 'discount' },
          { id: 'shipping', label: 'Ongkos kirim', amount: null, text: 'Gratis' },
          { id: 'total', label: 'Total', amount: 585000, kind: 'total' },
        ]}
      >
        <button type="button">Checkout</button>
      </CostSummary>,
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const values = within(summary)
      .getAllByRole('definition')
      .map((node) => node.textContent?.replace(/\s/g, ' '));
    expect(values).toEqual(['Rp 650.000', '−Rp 65.000', 'Gratis', 'Rp 585.000']);
    expect(
      within(summary)
        .getAllByRole('term')
        .map((node) => node.textContent),
    ).toEqual(['Subtotal', 'Diskon', 'Ongkos kirim', 'Total']);
    expect(within(summary).getByRole('button', { name: 'Checkout' })).toBeTruthy();
  });

  it('shows no minus sign on a zero discount', () => {
    render(
      <CostSummary
        title="Summary"
        country="sg"
        language="en"
        rows={[{ id: 'discount', label: 'Discount', amount: 0, kind: 'discount' }]}
      />,
    );
    expect(screen.getByRole('definition').textContent).toBe('$0.00');
  });
});
