import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField, type PasswordFieldProps } from './PasswordField.js';
import { checkPassword } from './passwordRules.js';

const met = (password: string, context?: Parameters<typeof checkPassword>[1]) =>
  Object.fromEntries(checkPassword(password, context).map((rule) => [rule.code, rule.met]));

describe('checkPassword', () => {
  it('checks length, digit, special character and mixed case (001 to 004)', () => {
    expect(met('abc')).toEqual({
      AUTH_MS_PV_001: false,
      AUTH_MS_PV_002: false,
      AUTH_MS_PV_003: false,
      AUTH_MS_PV_004: false,
    });
    expect(met('Secret#2026')).toEqual({
      AUTH_MS_PV_001: true,
      AUTH_MS_PV_002: true,
      AUTH_MS_PV_003: true,
      AUTH_MS_PV_004: true,
    });
  });

  it('refuses the email (005), the email or the last 2 passwords (006), and a mismatch (007)', () => {
    expect(met('Ann@shop.sg', { email: 'ann@shop.sg' }).AUTH_MS_PV_005).toBe(false);
    expect(met('Other#2026', { email: 'ann@shop.sg' }).AUTH_MS_PV_005).toBe(true);
    const previous = ['Oldest#1', 'Older#22', 'Recent#3'];
    expect(met('Recent#3', { previousPasswords: previous }).AUTH_MS_PV_006).toBe(false);
    expect(met('Older#22', { previousPasswords: previous }).AUTH_MS_PV_006).toBe(false);
    expect(met('Oldest#1', { previousPasswords: previous }).AUTH_MS_PV_006).toBe(true);
    expect(met('a', { confirmationOf: 'b' }).AUTH_MS_PV_007).toBe(false);
  });
});

function Harness(props: Partial<PasswordFieldProps>) {
  const [value, setValue] = useState('');
  return <PasswordField label="Password" value={value} onValueChange={setValue} {...props} />;
}

describe('PasswordField', () => {
  it('ticks off the rules as the user types', async () => {
    render(<Harness email="ann@shop.sg" />);
    const rule = (code: string) => document.querySelector(`[data-code="${code}"]`)!;
    expect(rule('AUTH_MS_PV_001').getAttribute('data-met')).toBe('false');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#2026');
    for (const code of ['001', '002', '003', '004', '005']) {
      expect(rule(`AUTH_MS_PV_${code}`).getAttribute('data-met')).toBe('true');
    }
    expect(rule('AUTH_MS_PV_001').textContent).toBe('Met:At least 8 characters');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(
      document.querySelector('ul')!.id,
    );
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

  it('as a confirmation, says the passwords do not match', async () => {
    render(<Harness label="Confirm password" confirmationOf="Secret#2026" />);
    const input = screen.getByLabelText('Confirm password');
    await userEvent.type(input, 'Secret#2025');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Password does not match.')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'Secret#2026');
    expect(screen.queryByText('Password does not match.')).toBeNull();
  });
});
