import { describe, expect, it } from 'vitest';
import { clockOf } from './useNow';

describe('clockOf', () => {
  it('shows what is left as minutes and seconds, or hours once there are any', () => {
    expect(clockOf(14 * 60_000 + 59_000)).toBe('14:59');
    expect(clockOf(5_000)).toBe('0:05');
    expect(clockOf(24 * 3_600_000)).toBe('24:00:00');
    expect(clockOf(3_600_000 + 65_000)).toBe('1:01:05');
  });

  it('rounds a part second up and never goes below zero', () => {
    expect(clockOf(1)).toBe('0:01');
    expect(clockOf(-3_000)).toBe('0:00');
  });
});
