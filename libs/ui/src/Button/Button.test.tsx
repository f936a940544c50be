import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.js';

describe('Button', () => {
  it('is a button that runs its action on click, Enter and Space', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to bag</Button>);
    const button = screen.getByRole('button', { name: 'Add to bag' });
    expect(button).toHaveProperty('type', 'button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('announces busy and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Paying
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Paying' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Sold out
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sold out' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits forms only when asked to', () => {
    render(<Button type="submit">Sign in</Button>);
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('type', 'submit');
  });
});
