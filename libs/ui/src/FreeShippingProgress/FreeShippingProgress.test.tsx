import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FreeShippingProgress } from './FreeShippingProgress.js';

describe('FreeShippingProgress', () => {
  it('says what is left to spend in the country’s currency and fills the bar', () => {
    render(<FreeShippingProgress threshold={35} remaining={14} country="sg" language="en" />);
    expect(screen.getByText('Spend $14.00 more to enjoy free shipping.')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Free shipping progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(bar.getAttribute('aria-valuetext')).toBe('60%');
  });

  it('says free shipping is reached, in the given words', () => {
    render(
      <FreeShippingProgress
        threshold={500}
        remaining={0}
        country="th"
        language="th"
        labels={{ reached: 'คุณได้รับสิทธิ์จัดส่งฟรีแล้ว!', label: 'ความคืบหน้าการจัดส่งฟรี' }}
      />,
    );
    expect(screen.getByText('คุณได้รับสิทธิ์จัดส่งฟรีแล้ว!')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'ความคืบหน้าการจัดส่งฟรี' }).getAttribute('aria-valuenow'),
    ).toBe('100');
  });
});
