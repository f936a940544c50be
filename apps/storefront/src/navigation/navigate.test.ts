import { describe, expect, it, vi } from 'vitest';
import { NavigationError } from './errors';
import { EXTERNAL_URL_MESSAGE, navigateTo, parseTarget, type NavigationHost } from './navigate';

function shopOn(href: string) {
  const url = new URL(href);
  const host = {
    location: { href: url.href, origin: url.origin },
    navigate: vi.fn<NavigationHost['navigate']>(),
    load: vi.fn<NavigationHost['load']>(),
  } satisfies NavigationHost;
  return host;
}

const guard = {
  hasRoute: (pathname: string) => !pathname.startsWith('/legacy'),
  exemptedPaths: [{ type: 'absolute' as const, value: '/swagger' }],
};

describe('navigateTo', () => {
  it('refuses another site unless told it is external', async () => {
    const host = shopOn('https://shop.example/brands');
    const attempt = navigateTo('https://elsewhere.example/', host, guard);
    await expect(attempt).rejects.toThrow(NavigationError);
    await expect(navigateTo('https://elsewhere.example/', host, guard)).rejects.toMatchObject({
      code: 'external_url',
      message: 'Navigating to an external URL is not allowed by default',
    });
    expect(EXTERNAL_URL_MESSAGE).toBe('Navigating to an external URL is not allowed by default');
    expect(host.load).not.toHaveBeenCalled();
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('treats a protocol-relative URL as another site', async () => {
    const host = shopOn('https://shop.example/');
    await expect(navigateTo('//elsewhere.example/x', host, guard)).rejects.toMatchObject({
      code: 'external_url',
    });
  });

  it('loads an external URL in full, with its full address, when allowed', async () => {
    const host = shopOn('https://shop.example/brands');
    const decision = await navigateTo('https://pay.example/checkout?id=7', host, guard, {
      external: true,
    });
    expect(decision).toBe('full');
    expect(host.load).toHaveBeenCalledWith('https://pay.example/checkout?id=7', false);
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('passes `replace` on to a full load', async () => {
    const host = shopOn('https://shop.example/');
    await navigateTo('https://pay.example/', host, guard, { external: true, replace: true });
    expect(host.load).toHaveBeenCalledWith('https://pay.example/', true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', ' JavaScript:x'])(
    'refuses the dangerous URL %s, even when external is allowed',
    async (target) => {
      const host = shopOn('https://shop.example/');
      await expect(navigateTo(target, host, guard, { external: true })).rejects.toMatchObject({
        name: 'NavigationError',
        code: 'dangerous_url',
      });
      expect(host.load).not.toHaveBeenCalled();
      expect(host.navigate).not.toHaveBeenCalled();
    },
  );

  it.each(['/.//evil.example', '/%2e%2e//evil.example', '/x/..//evil.example'])(
    'refuses %s, whose path normalises to another host',
    async (target) => {
      const host = shopOn('https://shop.example/');
      await expect(navigateTo(target, host, guard)).rejects.toMatchObject({
        code: 'dangerous_url',
      });
      expect(host.load).not.toHaveBeenCalled();
      expect(host.navigate).not.toHaveBeenCalled();
    },
  );

  it('loads in full by the whole address, so a page whose path starts with // stays here', async () => {
    const host = shopOn('https://shop.example//evil.example');
    await navigateTo('?page=2', host, { ...guard, hasRoute: () => false });
    expect(host.load).toHaveBeenCalledWith('https://shop.example//evil.example?page=2', false);
  });

  it('changes route in the app for an internal page', async () => {
    const host = shopOn('https://shop.example/');
    expect(await navigateTo('/brands?sort=name#top', host, guard)).toBe('client');
    expect(host.navigate).toHaveBeenCalledWith('/brands?sort=name#top', false);
    expect(host.load).not.toHaveBeenCalled();
  });

  it('takes an absolute URL of its own origin as internal', async () => {
    const host = shopOn('https://shop.example/');
    expect(await navigateTo('https://shop.example/about', host, guard, { replace: true })).toBe(
      'client',
    );
    expect(host.navigate).toHaveBeenCalledWith('/about', true);
  });

  it('resolves a relative target against the current page', async () => {
    const host = shopOn('https://shop.example/orders/1');
    await navigateTo('confirmation', host, guard);
    expect(host.navigate).toHaveBeenCalledWith('/orders/confirmation', false);
  });

  it('loads an exempted or unknown internal page in full', async () => {
    const host = shopOn('https://shop.example/');
    expect(await navigateTo('/swagger', host, guard)).toBe('full');
    expect(await navigateTo('/legacy/page', host, guard)).toBe('full');
    expect(host.load.mock.calls).toEqual([
      ['https://shop.example/swagger', false],
      ['https://shop.example/legacy/page', false],
    ]);
    expect(host.navigate).not.toHaveBeenCalled();
  });

  it('does nothing for the page the shopper is on', async () => {
    const host = shopOn('https://shop.example/brands?sort=name');
    expect(await navigateTo('/brands?sort=name', host, guard)).toBe('ignore');
    expect(host.navigate).not.toHaveBeenCalled();
    expect(host.load).not.toHaveBeenCalled();
  });
});

describe('parseTarget', () => {
  it('resolves safe targets against the current page', () => {
    expect(parseTarget('/a?b=1', 'https://shop.example/x').href).toBe('https://shop.example/a?b=1');
    expect(parseTarget('mailto:care@shop.example', 'https://shop.example/').protocol).toBe(
      'mailto:',
    );
  });

  it('throws a NavigationError for a dangerous protocol', () => {
    expect(() => parseTarget('javascript:alert(1)', 'https://shop.example/')).toThrow(
      NavigationError,
    );
    expect(() => parseTarget('java\nscript:alert(1)', 'https://shop.example/')).toThrow(
      NavigationError,
    );
  });
});
