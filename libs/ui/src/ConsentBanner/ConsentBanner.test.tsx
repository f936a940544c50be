import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsentBanner } from './ConsentBanner.js';

function renderBanner() {
  const onAccept = vi.fn();
  const onRefuse = vi.fn();
  render(
    <ConsentBanner
      label="Cookie choices"
      acceptLabel="Accept cookies"
      refuseLabel="Refuse cookies"
      onAccept={onAccept}
      onRefuse={onRefuse}
    >
      We use cookies to measure visits.
    </ConsentBanner>,
  );
  return { onAccept, onRefuse };
}

describe('ConsentBanner', () => {
  it('asks in a named region and hands over the answer', async () => {
    const { onAccept, onRefuse } = renderBanner();
    const banner = screen.getByRole('region', { name: 'Cookie choices' });
    expect(within(banner).getByText('We use cookies to measure visits.')).toBeTruthy();
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept cookies' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onRefuse).not.toHaveBeenCalled();
  });

  it('is answered by keyboard, refusing first in the tab order', async () => {
    const { onAccept, onRefuse } = renderBanner();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refuse cookies' }));
    await userEvent.keyboard('{Enter}');
    expect(onRefuse).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onAccept).toHaveBeenCalledOnce();
  });
});
