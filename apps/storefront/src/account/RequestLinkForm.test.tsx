import { NotificationsProvider, preloadNotifications } from '@beauty/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../test/renderInShop';
import { RequestLinkForm } from './RequestLinkForm';

beforeAll(() => preloadNotifications());

const form = (send: (email: string) => Promise<unknown>) => () => (
  <NotificationsProvider>
    <RequestLinkForm
      intro="Enter your email to get a link."
      submitLabel="Send link"
      sent={(email) => `If an account exists for ${email}, a link is on its way.`}
      send={send}
    />
  </NotificationsProvider>
);

describe('RequestLinkForm', () => {
  it('asks for the email before sending, then answers with the neutral message for it', async () => {
    const send = vi.fn(() => Promise.resolve({ data: { message: 'sent' } }));
    await renderInShop(form(send));
    expect(await screen.findByText('Enter your email to get a link.')).toBeTruthy();
    const submit = await screen.findByRole('button', { name: 'Send link' });
    await vi.waitUntil(() => !submit.hasAttribute('disabled'));

    await userEvent.click(submit);
    expect(await screen.findByText('Required field')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), ' ana@example.com ');
    await userEvent.click(submit);
    expect(
      await screen.findAllByText('If an account exists for ana@example.com, a link is on its way.'),
    ).not.toHaveLength(0);
    expect(send).toHaveBeenCalledWith('ana@example.com', expect.anything());
    expect(screen.queryByText('Required field')).toBeNull();
  });

  it('says something went wrong when the request fails', async () => {
    await renderInShop(form(() => Promise.reject(new Error('offline'))));
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'ana@example.com');
    const submit = screen.getByRole('button', { name: 'Send link' });
    await vi.waitUntil(() => !submit.hasAttribute('disabled'));
    await userEvent.click(submit);
    expect(await screen.findAllByText('Something went wrong. Please try again.')).not.toHaveLength(
      0,
    );
  });
});
