import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusTimeline } from '../OrderStatusTimeline/index.js';
import { PointsSummary } from './PointsSummary.js';

describe('PointsSummary', () => {
  it('shows tier, balance, expiring points and progress in the language', () => {
    render(
      <PointsSummary
        tier="pink"
        points={12500}
        expiringPoints={300}
        expiryDate="2027-03-31T04:00:00Z"
        progress={0.625}
        country="sg"
        language="en"
      />,
    );
    expect(screen.getByText('Beauty Pass White')).toBeTruthy();
    expect(screen.getByText('12,500 points')).toBeTruthy();
    expect(screen.getByText('300 points will expire on 31 Mar 2027')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: /Progress to your next tier/ });
    expect(bar.getAttribute('aria-valuenow')).toBe('63');
    expect(bar.getAttribute('aria-valuetext')).toBe('62.5%');
  });

  it('clamps progress and skips what it is not given', () => {
    render(<PointsSummary tier="gold" points={0} progress={1.4} country="th" language="th" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByText(/expire/)).toBeNull();
  });
});

describe('OrderStatusTimeline', () => {
  const steps = [
    { status: 'order_placed', label: 'Order placed', date: '2026-11-20T02:00:00Z' },
    { status: 'paid', label: 'Paid', date: '2026-11-20T02:05:00Z' },
    { status: 'in_transit', label: 'In transit', description: 'Tracking updates within 24 hours.' },
    { status: 'delivered', label: 'Delivered' },
  ] as const;

  it('marks steps done, current (with its description) and upcoming', () => {
    render(<OrderStatusTimeline steps={steps} current="in_transit" country="sg" language="en" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
    ]);
    expect(items[2]!.getAttribute('aria-current')).toBe('step');
    expect(items[2]!.textContent).toContain('Tracking updates within 24 hours.');
    expect(items[0]!.textContent).toContain('20 Nov 2026');
    expect(items[3]!.textContent).toContain('(Upcoming)');
  });

  it('flags a failure status as needing attention', () => {
    render(
      <OrderStatusTimeline
        steps={[{ status: 'payment_failed', label: 'Payment failed', problem: true }]}
        current="payment_failed"
        country="sg"
        language="en"
      />,
    );
    expect(screen.getByRole('listitem').getAttribute('data-state')).toBe('problem');
    expect(screen.getByRole('listitem').textContent).toContain('(Needs attention)');
  });
});
