import { describe, expect, it } from 'vitest';
import {
  conversionEvent,
  customDataEvent,
  geolocationEvent,
  identifier,
  nonce,
  pageViewEvent,
  visitSummaryEvent,
} from './lines.js';
import { emptyVisitorData } from '../data/types.js';

describe('tracking lines', () => {
  it('formats conversions with metadata and pages without a title', () => {
    const conversion = {
      id: 1,
      goalId: 7,
      revenue: 0.5,
      negative: true,
      nonce: 'n',
      status: 'unsent' as const,
    };
    expect(conversionEvent({ ...conversion, metadata: [{ index: 2, values: ['a b'] }] })).toBe(
      'eventType=conversion&goalId=7&revenue=0.5&negative=true&metadata=%7B%222%22%3A%5B%22a%20b%22%5D%7D',
    );
    expect(
      pageViewEvent({
        url: 'https://s/x',
        title: '',
        timestamps: [1],
        nonce: 'n',
        status: 'unsent',
      }),
    ).toBe('eventType=page&href=https%3A%2F%2Fs%2Fx');
  });

  it('de-duplicates custom data values and flags the mapping identifier', () => {
    const entry = {
      index: 4,
      values: ['x', 'y', 'x'],
      overwrite: false,
      status: 'unsent' as const,
    };
    expect(customDataEvent(entry, true)).toBe(
      'eventType=customData&index=4&valuesCountMap=%7B%22x%22%3A1%2C%22y%22%3A1%7D&overwrite=false&mappingIdentifier=true',
    );
  });

  it('formats geolocation, the visit summary, identifiers and nonces', () => {
    expect(geolocationEvent({ country: 'Thailand', city: 'Bangkok', status: 'unsent' })).toBe(
      'eventType=geolocation&country=Thailand&city=Bangkok',
    );
    const data = {
      ...emptyVisitorData(),
      device: { device: 'PHONE' as const, status: 'sent' as const },
      visits: [
        { timeStarted: 1000, timeLastActivity: 4000 },
        { timeStarted: 10_000, timeLastActivity: 10_000 },
      ],
    };
    expect(visitSummaryEvent(data, 12_000)).toBe(
      'eventType=staticData&visitNumber=1&timeSincePreviousVisit=8000&deviceType=PHONE',
    );
    expect(identifier('a@b', true)).toBe('&mappingValue=a%40b');
    expect(nonce(() => 0.999)).toBe('FFFFFFFFFFFFFFFF');
  });
});
