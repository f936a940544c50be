import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { NavigationError, pageRejection, rejectPage } from './errors';

describe('rejectPage', () => {
  it("is the router's not-found, carrying the path and a 404 by default", () => {
    const rejection = rejectPage('/orders/123/bogus');
    expect(isNotFound(rejection)).toBe(true);
    expect(pageRejection(rejection.data)).toEqual({
      rejected: true,
      path: '/orders/123/bogus',
      status: 404,
    });
  });

  it('carries another status when given one', () => {
    expect(pageRejection(rejectPage('/x', 410).data)?.status).toBe(410);
  });
});

describe('pageRejection', () => {
  it.each([undefined, null, {}, { rejected: true }, { rejected: 'yes', path: '/x' }, 'text'])(
    'finds none in %j',
    (data) => {
      expect(pageRejection(data)).toBeUndefined();
    },
  );
});

describe('NavigationError', () => {
  it('is an Error with its code', () => {
    const error = new NavigationError('dangerous_url', 'URL with a refused protocol: javascript:');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'NavigationError', code: 'dangerous_url' });
  });
});
