import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './QuantityStepper.js';

describe('QuantityStepper', () => {
  it('steps between 1 and the maximum it is given, explaining the limit', async () => {
    const onValueChange = vi.fn();
    render(
      <QuantityStepper label="Quantity" max={6} defaultValue={5} onValueChange={onValueChange} />,
    );
    const spin = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(spin.getAttribute('aria-valuemax')).toBe('6');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(spin.getAttribute('aria-valuenow')).toBe('6');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(spin.getAttribute('aria-valuenow')).toBe('6');
    expect(onValueChange.mock.calls).toEqual([[6]]);
    expect(screen.getByRole('status').textContent).toBe(
      'Only a maximum quantity of 6 of the item could be added to your bag',
    );
  });

  it('cannot go below the minimum', async () => {
    render(<QuantityStepper label="Quantity" max={6} defaultValue={1} />);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('answers the arrow, Home and End keys within its bounds', async () => {
    const onValueChange = vi.fn();
    render(<QuantityStepper label="Quantity" max={3} onValueChange={onValueChange} />);
    const spin = screen.getByRole('spinbutton');
    spin.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(spin.getAttribute('aria-valuenow')).toBe('3');
    await userEvent.keyboard('{Home}');
    expect(spin.getAttribute('aria-valuenow')).toBe('1');
    await userEvent.keyboard('{ArrowDown}');
    expect(spin.getAttribute('aria-valuenow')).toBe('1');
    await userEvent.keyboard('{End}');
    expect(spin.getAttribute('aria-valuenow')).toBe('3');
    expect(onValueChange.mock.calls).toEqual([[2], [3], [1], [3]]);
  });

  it('clamps a controlled value to the bounds and does nothing when disabled', async () => {
    const onValueChange = vi.fn();
    render(
      <QuantityStepper label="Quantity" max={6} value={9} disabled onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('spinbutton').getAttribute('aria-valuenow')).toBe('6');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
