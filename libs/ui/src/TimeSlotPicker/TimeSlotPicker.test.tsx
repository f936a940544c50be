import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ANY_ARTIST, TimeSlotPicker } from './TimeSlotPicker.js';

// 10:00, 10:30 and 11:00 in Singapore (UTC+8).
const slots = [
  { id: 's1', start: '2026-12-01T02:00:00Z', available: true },
  { id: 's2', start: '2026-12-01T02:30:00Z', available: false },
  { id: 's3', start: '2026-12-01T03:00:00Z', available: true },
];

describe('TimeSlotPicker', () => {
  it('offers any available artist first, then the artists', async () => {
    const onArtistChange = vi.fn();
    render(
      <TimeSlotPicker
        slots={slots}
        onValueChange={() => {}}
        artists={[{ id: 'a1', name: 'Mei' }]}
        onArtistChange={onArtistChange}
        country="sg"
        language="en"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Artist' });
    expect(group).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'Any available artist' }).checked,
    ).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Mei' }));
    expect(onArtistChange).toHaveBeenCalledWith('a1');
    expect(ANY_ARTIST).toBe('any');
  });

  it('shows the times in the country time zone, fully booked ones disabled, chosen by click or arrows', async () => {
    const onValueChange = vi.fn();
    render(
      <TimeSlotPicker slots={slots} onValueChange={onValueChange} country="sg" language="en" />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Available times' })).toBeTruthy();
    const times = screen.getAllByRole('radio');
    expect(times.map((time) => time.getAttribute('aria-label'))).toEqual([
      '10:00 am',
      '10:30 am (fully booked)',
      '11:00 am',
    ]);
    expect(times[1]).toHaveProperty('disabled', true);
    await userEvent.click(times[0]!);
    expect(onValueChange).toHaveBeenLastCalledWith('s1');
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('s3'));
    await userEvent.keyboard('{/ArrowRight}');
  });

  it('shows the times in the store time zone when it is given', () => {
    render(
      <TimeSlotPicker
        slots={slots}
        onValueChange={() => {}}
        country="au"
        language="en"
        timeZone="Australia/Perth"
      />,
    );
    expect(screen.getAllByRole('radio')[0]!.getAttribute('aria-label')).toBe('10:00 am');
  });

  it('says when there are no slots', () => {
    render(
      <TimeSlotPicker
        slots={[]}
        onValueChange={() => {}}
        country="th"
        language="th"
        labels={{ noSlots: 'ไม่มีช่วงเวลาว่าง' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'ไม่มีช่วงเวลาว่าง' })).toBeTruthy();
  });
});
