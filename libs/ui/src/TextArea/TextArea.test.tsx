import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea, type TextAreaProps } from './TextArea.js';

/** The texts the field's `aria-describedby` points at, in order. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

function Controlled(props: Omit<TextAreaProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <TextArea {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('TextArea', () => {
  it('is a labelled multi-line field with its description read with it', async () => {
    const onChange = vi.fn();
    render(
      <TextArea
        label="Anything we should know?"
        description="Allergies, sensitive skin"
        onChange={onChange}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Anything we should know?' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('rows')).toBe('4');
    expect(description(field)).toEqual(['Allergies, sensitive skin']);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(field, 'Line one{Enter}Line two');
    expect((field as HTMLTextAreaElement).value).toBe('Line one\nLine two');
    expect(onChange).toHaveBeenCalled();
  });

  it('counts the characters against its limit and says when it is exceeded', async () => {
    render(<Controlled label="Notes" maxLength={10} />);
    const field = screen.getByRole('textbox', { name: 'Notes' });
    expect(description(field)).toEqual(['0/10']);
    await userEvent.type(field, 'Sensitive!');
    expect(description(field)).toEqual(['10/10']);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Character limit exceeded')).toBeNull();
    // Typing on is not stopped: the field says what is wrong instead.
    await userEvent.type(field, 'x');
    expect((field as HTMLTextAreaElement).value).toBe('Sensitive!x');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(description(field)).toEqual(['Character limit exceeded', '11/10']);
    expect(screen.getByText('11/10').getAttribute('data-over')).toBe('true');
    // Announced as it appears: the message sits in a polite live region.
    expect(
      screen.getByText('Character limit exceeded').parentElement?.getAttribute('aria-live'),
    ).toBe('polite');
    await userEvent.type(field, '{Backspace}');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Character limit exceeded')).toBeNull();
  });

  it('counts an uncontrolled field from its default value', async () => {
    render(<TextArea label="Notes" maxLength={5} defaultValue="abcd" />);
    const field = screen.getByRole('textbox', { name: 'Notes' });
    expect(screen.getByText('4/5')).toBeTruthy();
    await userEvent.type(field, 'ef');
    expect(screen.getByText('6/5')).toBeTruthy();
    expect(screen.getByText('Character limit exceeded')).toBeTruthy();
  });

  it('shows the app’s error first, and takes its wording', async () => {
    const { rerender } = render(
      <TextArea label="Notes" value="" onChange={() => {}} error="Required field" />,
    );
    const field = screen.getByRole('textbox', { name: 'Notes' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(description(field)).toEqual(['Required field']);
    rerender(
      <TextArea
        label="หมายเหตุ"
        value="ยาวเกินไป"
        onChange={() => {}}
        maxLength={3}
        labels={{
          counter: (count, max) => `${count} จาก ${max} ตัวอักษร`,
          limitExceeded: 'เกินจำนวนตัวอักษรที่กำหนด',
        }}
      />,
    );
    expect(description(screen.getByRole('textbox', { name: 'หมายเหตุ' }))).toEqual([
      'เกินจำนวนตัวอักษรที่กำหนด',
      '9 จาก 3 ตัวอักษร',
    ]);
  });

  it('keeps a description the app adds, and can be disabled', () => {
    render(
      <>
        <p id="extra">Shown to the artist only</p>
        <TextArea label="Notes" aria-describedby="extra" disabled required />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Notes' });
    expect(description(field)).toEqual(['Shown to the artist only']);
    expect((field as HTMLTextAreaElement).disabled).toBe(true);
    expect((field as HTMLTextAreaElement).required).toBe(true);
  });
});
