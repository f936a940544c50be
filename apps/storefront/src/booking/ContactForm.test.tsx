import type { BookingQuestion } from '@beauty/commerce-sdk/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../test/renderInShop';
import { ContactForm, type ContactDetails } from './ContactForm';

const notes: BookingQuestion = {
  id: 7,
  label: 'Anything we should know?',
  type: 'textarea',
  required: false,
  options: [],
  maxLength: 20,
};

const member: ContactDetails = {
  fullName: 'Aisha Lim',
  email: 'aisha@example.com',
  phone: '81234567',
};

/** The form, with the member's details arriving when the test says (as a query answers). */
function Harness({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const [prefill, setPrefill] = useState<ContactDetails>();
  return (
    <>
      <button type="button" onClick={() => setPrefill(member)}>
        Member details arrive
      </button>
      <ContactForm
        phoneRequired
        questions={[notes]}
        errors={{}}
        submitLabel="Book now"
        pending={false}
        onSubmit={onSubmit}
        prefill={prefill}
      />
    </>
  );
}

describe('ContactForm', () => {
  it('fills a member’s details into the fields not typed in, even when they arrive late', async () => {
    const onSubmit = vi.fn();
    await renderInShop(() => <Harness onSubmit={onSubmit} />);
    const name = await screen.findByLabelText('Full name');
    expect((name as HTMLInputElement).value).toBe('');
    await userEvent.type(screen.getByLabelText('Email'), 'other@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Member details arrive' }));
    expect((name as HTMLInputElement).value).toBe('Aisha Lim');
    // What the shopper typed stays theirs.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('other@example.com');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('81234567');
    await userEvent.clear(name);
    await userEvent.type(name, 'A. Lim');
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(onSubmit).toHaveBeenCalledWith({
      fullName: 'A. Lim',
      email: 'other@example.com',
      phone: '81234567',
      answers: {},
    });
  });

  it('asks a text-area question in a text area, counting against its limit', async () => {
    await renderInShop(() => <Harness onSubmit={() => undefined} />);
    const field = await screen.findByRole('textbox', { name: /Anything we should know\?/ });
    expect(field.tagName).toBe('TEXTAREA');
    expect(screen.getByText('0/20 characters')).toBeTruthy();
    await userEvent.type(field, 'Sensitive skin, thanks!');
    expect(screen.getByText('23/20 characters')).toBeTruthy();
    expect(screen.getByText('Character limit exceeded')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
