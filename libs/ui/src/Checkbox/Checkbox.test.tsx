import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsentCheckbox } from '../ConsentCheckbox/index.js';
import { Checkbox } from './Checkbox.js';

describe('Checkbox', () => {
  it('toggles with a click on its label and with Space', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Gift wrap" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Gift wrap' });
    await userEvent.click(screen.getByText('Gift wrap'));
    expect(box.getAttribute('aria-checked')).toBe('true');
    box.focus();
    await userEvent.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does nothing when disabled and links its error', async () => {
    render(<Checkbox label="Gift wrap" disabled error="Not available" />);
    const box = screen.getByRole('checkbox', { name: 'Gift wrap' });
    await userEvent.click(box);
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Not available',
    );
  });
});

describe('ConsentCheckbox', () => {
  it('marks compulsory and mandatory consents required and shows the error when left unticked', () => {
    const { rerender } = render(
      <ConsentCheckbox requirement="compulsory" label="Collection and use of personal data" />,
    );
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('(Required)')).toBeTruthy();
    expect(screen.queryByText('Please tick this box to continue.')).toBeNull();
    rerender(
      <ConsentCheckbox
        requirement="mandatory"
        label="I am over 14 years old"
        checked={false}
        showError
      />,
    );
    expect(screen.getByText('Please tick this box to continue.')).toBeTruthy();
    rerender(
      <ConsentCheckbox requirement="mandatory" label="I am over 14 years old" checked showError />,
    );
    expect(screen.queryByText('Please tick this box to continue.')).toBeNull();
  });

  it('marks marketing optional, never in error', () => {
    render(<ConsentCheckbox requirement="optional" label="Send me offers" showError />);
    expect(screen.getByRole('checkbox').getAttribute('aria-required')).toBe('false');
    expect(screen.getByText('(Optional)')).toBeTruthy();
    expect(screen.queryByText('Please tick this box to continue.')).toBeNull();
  });
});
