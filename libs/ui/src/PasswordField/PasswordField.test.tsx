import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField, type PasswordFieldProps, type PasswordFieldRule } from './PasswordField.js';

// The field owns no rules: a stand-in for the app's check, re-run on every change.
const longEnough = (value: string): PasswordFieldRule[] => [
  { code: 'LONG', met: value.length >= 8, label: 'At least 8 characters' },
];

function Harness({
  check = () => [],
  ...props
}: Partial<PasswordFieldProps> & { check?: (value: string) => PasswordFieldRule[] }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Password"
      value={value}
      onValueChange={setValue}
      rules={check(value)}
      {...props}
    />
  );
}

describe('PasswordField', () => {
  it('ticks off the rules the app re-checks as the user types', async () => {
    render(<Harness check={longEnough} />);
    const rule = () => document.querySelector('[data-code="LONG"]')!;
    expect(rule().getAttribute('data-met')).toBe('false');
    expect(rule().textContent).toBe('Not met:At least 8 characters');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#2026');
    expect(rule().getAttribute('data-met')).toBe('true');
    expect(rule().textContent).toBe('Met:At least 8 characters');
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-describedby')).toContain(document.querySelector('ul')!.id);
    expect(input.getAttribute('autocomplete')).toBe('new-password');
  });

  it('shows and hides the password with a pressed toggle', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('without rules, shows no checklist and asks for the current password (sign-in)', () => {
    render(<Harness />);
    expect(document.querySelector('ul')).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
  });

  it('as a confirmation, shows the mismatch the app passes as its error', () => {
    render(
      <Harness
        label="Confirm password"
        autoComplete="new-password"
        error="Password does not match."
      />,
    );
    const input = screen.getByLabelText('Confirm password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Password does not match.')).toBeTruthy();
  });
});
