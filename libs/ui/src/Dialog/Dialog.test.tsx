import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/index.js';
import { Sheet } from '../Sheet/index.js';
import { Dialog } from './Dialog.js';

describe('Dialog', () => {
  it('opens from its trigger as a named modal dialog with focus inside, and closes on Escape back to the trigger', async () => {
    render(
      <Dialog
        title="Remove item?"
        description="It will leave your bag."
        trigger={<Button>Remove</Button>}
        footer={<Button>Confirm</Button>}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Remove' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Remove item?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'It will leave your bag.',
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Scroll lock: the page behind is marked and cannot scroll.
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Dialog defaultOpen title="Filters" footer={<Button>Apply</Button>} />);
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes with its close button', async () => {
    render(<Dialog defaultOpen title="Size guide" closeLabel="Close size guide" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close size guide' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Sheet', () => {
  it('is a modal dialog too, closing on Escape', async () => {
    render(<Sheet title="Your bag" side="right" trigger={<Button>Bag</Button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bag' }));
    expect(screen.getByRole('dialog', { name: 'Your bag' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
