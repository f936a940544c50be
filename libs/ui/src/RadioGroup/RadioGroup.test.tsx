import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.js';

const options = [
  { value: 'standard', label: 'Standard delivery', description: '3-5 working days' },
  { value: 'express', label: 'Express delivery' },
  { value: 'collect', label: 'Click and collect', disabled: true },
];

describe('RadioGroup', () => {
  it('is a named radiogroup of native radios reporting each choice', async () => {
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
    const standard = screen.getByRole<HTMLInputElement>('radio', { name: 'Standard delivery' });
    expect(standard.checked).toBe(true);
    expect(screen.getByText('3-5 working days').id).toBe(standard.getAttribute('aria-describedby'));
    // Arrow keys are the browser's own radio behaviour, which jsdom lacks: the story's play
    // function checks them in Chromium.
    await userEvent.click(screen.getByRole('radio', { name: 'Express delivery' }));
    await userEvent.click(standard);
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'Click and collect' }).disabled,
    ).toBe(true);
    expect(onValueChange.mock.calls).toEqual([['express'], ['standard']]);
  });

  it('follows a controlled value and disables every option with the group', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <RadioGroup label="Size" options={options} value="express" onValueChange={onValueChange} />,
    );
    const express = screen.getByRole<HTMLInputElement>('radio', { name: 'Express delivery' });
    expect(express.checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Standard delivery' }));
    expect(onValueChange).toHaveBeenCalledWith('standard');
    // The parent has not changed its value yet, so the choice shown stays.
    expect(express.checked).toBe(true);
    rerender(<RadioGroup label="Size" options={options} value="express" disabled />);
    for (const radio of screen.getAllByRole<HTMLInputElement>('radio'))
      expect(radio.matches(':disabled')).toBe(true);
  });
});
