import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.js';

const options = [
  { value: 'standard', label: 'Standard delivery', description: '3-5 working days' },
  { value: 'express', label: 'Express delivery' },
  { value: 'collect', label: 'Click and collect', disabled: true },
];

describe('RadioGroup', () => {
  it('is a named radiogroup whose arrow keys move and select, skipping disabled options', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="Delivery"
        options={options}
        defaultValue="standard"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Delivery' })).toBeTruthy();
    const standard = screen.getByRole('radio', { name: 'Standard delivery' });
    expect(standard.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('3-5 working days').id).toBe(standard.getAttribute('aria-describedby'));
    await userEvent.tab();
    expect(document.activeElement).toBe(standard);
    // Held down as a person does: Radix selects on the focus that follows the key press.
    await userEvent.keyboard('{ArrowDown>}');
    const express = screen.getByRole('radio', { name: 'Express delivery' });
    await waitFor(() => expect(document.activeElement).toBe(express));
    await waitFor(() => expect(express.getAttribute('aria-checked')).toBe('true'));
    await userEvent.keyboard('{/ArrowDown}{ArrowDown>}');
    await waitFor(() => expect(standard.getAttribute('aria-checked')).toBe('true'));
    await userEvent.keyboard('{/ArrowDown}');
    expect(onValueChange.mock.calls).toEqual([['express'], ['standard']]);
  });
});
