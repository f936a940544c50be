import { describe, expect, it } from 'vitest';
import { NavigationError } from './errors';
import { LEGACY_BRAND_SLUGS, resolveMiddleware, UNKNOWN_MIDDLEWARE_MESSAGE } from './middleware';

describe('resolveMiddleware', () => {
  const registry = { first: 'one', second: 'two' };

  it('returns the middleware named, in the order named', () => {
    expect(resolveMiddleware(registry, ['second', 'first'])).toEqual(['two', 'one']);
    expect(resolveMiddleware(registry, [])).toEqual([]);
  });

  it("fails with 'Unknown route middleware' for a name it does not know", () => {
    expect(() => resolveMiddleware(registry, ['first', 'missing'])).toThrow(NavigationError);
    expect(() => resolveMiddleware(registry, ['missing'])).toThrow(
      'Unknown route middleware: missing',
    );
    expect(UNKNOWN_MIDDLEWARE_MESSAGE).toBe('Unknown route middleware');
  });

  it('does not take inherited object properties for middleware', () => {
    expect(() => resolveMiddleware(registry, ['toString'])).toThrow(/Unknown route middleware/);
  });

  it('carries the unknown_middleware code', () => {
    try {
      resolveMiddleware(registry, ['missing']);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ name: 'NavigationError', code: 'unknown_middleware' });
    }
  });
});

describe('LEGACY_BRAND_SLUGS', () => {
  it('maps the spec’s six legacy brand slugs', () => {
    expect(LEGACY_BRAND_SLUGS).toEqual({
      armani: 'armani-beauty',
      milk: 'milk-makeup',
      thisworks: 'this-works',
      gucci: 'gucci-beauty',
      burberry: 'burberry-beauty',
      'beauty-blender': 'beautyblender',
    });
  });
});
