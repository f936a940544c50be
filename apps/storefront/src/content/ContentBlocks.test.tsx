import { commerceQueryPolicy } from '@beauty/commerce-sdk';
import type { ContentBlock, VariantListItem } from '@beauty/commerce-sdk/contract';
import type { CountryCode, Language } from '@beauty/i18n';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInShop, testOrigin, testQueryContext } from '../test/renderInShop';
import { ContentBlocks } from './ContentBlocks';
import { prefetchBlocks } from './prefetch';

const api = `${testOrigin}/api/web/v1`;

const product = (id: number, slug: string, name: string): VariantListItem => ({
  id,
  sku: `SKU-${id}`,
  productId: id,
  name: `${name} 30ml`,
  shade: null,
  size: '30ml',
  price: { amount: 42, currency: 'SGD' },
  originalPrice: null,
  images: [{ url: `/images/${slug}.svg`, alt: name }],
  inStock: true,
  inventory: 10,
  availableInCountry: true,
  purchaseLimit: null,
  product: {
    id,
    slug,
    name,
    brand: { id: 1, slug: 'milk-makeup', name: 'Milk Makeup' },
    rating: { average: 4.5, count: 12 },
    badges: [],
    variantsCount: 1,
  },
});

/** What `featured-products/` was asked for, and what it answers per category. */
const featuredBodies: unknown[] = [];
const shelves: Record<string, VariantListItem[]> = {
  makeup: [
    product(1, 'hydro-grip-primer', 'Hydro Grip Primer'),
    product(2, 'kush-mascara', 'Kush Mascara'),
  ],
  empty: [],
};

const server = setupServer(
  http.post(`${api}/featured-products`, async ({ request }) => {
    const body = (await request.json()) as { category?: string };
    featuredBodies.push(body);
    const data = shelves[body.category ?? ''] ?? [];
    return HttpResponse.json({ data, meta: { total: data.length } });
  }),
  http.get(`${api}/layouts`, () =>
    HttpResponse.json({
      data: { layout: 'default', config: { forterSiteId: 'x', smartLinkExemptedPaths: [] } },
    }),
  ),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no scrolling; the router restores scroll positions on every render.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  featuredBodies.length = 0;
});
afterAll(() => server.close());

/** The blocks on a page of the shop: router (for ShopLink), query client and messages. */
function renderBlocks(
  blocks: readonly ContentBlock[],
  {
    title,
    country = 'sg',
    language = 'en',
  }: { title?: string; country?: CountryCode; language?: Language } = {},
) {
  return renderInShop(
    () => <ContentBlocks blocks={blocks} {...(title !== undefined && { title })} />,
    { country, language },
  );
}

const image = (name: string) => ({ url: `/api/web/v1/images/banners/${name}.svg`, alt: '' });

const hero = (id: string, title: string): ContentBlock => ({
  id,
  type: 'hero',
  title,
  subtitle: 'Gift sets and minis.',
  image: { url: `/api/web/v1/images/banners/${id}.svg`, alt: `${title} picture` },
  cta: { label: 'Shop now', href: '/pages/holiday-gift-guide' },
});

const carousel = (category: string, title = 'Bestsellers'): ContentBlock => ({
  id: `carousel-${category}`,
  type: 'product-carousel',
  title,
  source: { kind: 'category', category },
  limit: 12,
});

describe('ContentBlocks', () => {
  it('shows a hero with its picture, title, subtitle and call to action', async () => {
    await renderBlocks([hero('holiday', 'The holiday edit is here')]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The holiday edit is here' }),
    ).toBeDefined();
    expect(screen.getByText('Gift sets and minis.')).toBeDefined();
    expect(screen.getByRole('img', { name: 'The holiday edit is here picture' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe(
      '/pages/holiday-gift-guide',
    );
  });

  it('lays the first hero out as the home-hero flag says, the others as usual', async () => {
    await renderInShop(
      () => (
        <ContentBlocks
          blocks={[hero('holiday', 'The holiday edit'), hero('spring', 'Spring')]}
          heroLayout="spotlight"
        />
      ),
      { country: 'sg', language: 'en' },
    );
    const first = await screen.findByRole('heading', { level: 2, name: 'The holiday edit' });
    expect(first.closest('section')?.dataset.heroLayout).toBe('spotlight');
    const second = screen.getByRole('heading', { level: 2, name: 'Spring' });
    expect(second.closest('section')?.dataset.heroLayout).toBe('standard');
    // The text stays next to its picture and call to action, in reading order.
    expect(screen.getAllByRole('link', { name: 'Shop now' })).toHaveLength(2);
  });

  it('loads the first hero picture first, the first screen at once and the rest lazily', async () => {
    const banner = (id: string) => ({
      id,
      type: 'banner' as const,
      title: id,
      text: null,
      image: image(id),
      href: null,
    });
    await renderBlocks([
      banner('vip'),
      hero('first', 'First'),
      hero('second', 'Second'),
      banner('last'),
    ]);
    const first = await screen.findByRole('img', { name: 'First picture' });
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.hasAttribute('loading')).toBe(false);
    const opening = document.querySelector('img[src$="vip.svg"]');
    expect(opening?.hasAttribute('loading')).toBe(false);
    expect(opening?.hasAttribute('fetchpriority')).toBe(false);
    expect(screen.getByRole('img', { name: 'Second picture' }).getAttribute('loading')).toBe(
      'lazy',
    );
    expect(document.querySelector('img[src$="last.svg"]')?.getAttribute('loading')).toBe('lazy');
  });

  it("makes an opening hero's title the page's h1, or puts the page title first", async () => {
    await renderBlocks([hero('holiday', 'The holiday edit is here'), carousel('makeup')], {
      title: 'The holiday edit is here',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The holiday edit is here' }),
    ).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    cleanup();

    await renderBlocks([carousel('makeup'), hero('holiday', 'Gifts')], { title: 'Clean beauty' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clean beauty' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Gifts' })).toBeDefined();
  });

  it('lists a carousel’s products as cards linking to their product pages', async () => {
    await renderBlocks([carousel('makeup')]);
    const shelf = await screen.findByRole('list', { name: 'Bestsellers' });
    const cards = within(shelf).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(shelf).getByRole('link', { name: 'Hydro Grip Primer' }).getAttribute('href'),
    ).toBe('/products/hydro-grip-primer');
    expect(within(cards[1]!).getByText('Milk Makeup')).toBeDefined();
    expect(within(cards[1]!).getByText('$42.00')).toBeDefined();
    expect(featuredBodies).toEqual([{ category: 'makeup', limit: 12 }]);
  });

  it('keeps the language of the visit on product links', async () => {
    await renderBlocks([carousel('makeup', '人氣之選')], { country: 'hk', language: 'zh' });
    const shelf = await screen.findByRole('list', { name: '人氣之選' });
    expect(within(shelf).getByRole('link', { name: 'Kush Mascara' }).getAttribute('href')).toBe(
      '/products/kush-mascara?language=zh',
    );
  });

  it('leaves out a carousel with no products', async () => {
    await renderBlocks([carousel('empty', 'Nothing here'), carousel('makeup')]);
    await screen.findByRole('list', { name: 'Bestsellers' });
    expect(screen.queryByRole('heading', { name: 'Nothing here' })).toBeNull();
  });

  it('shows a brand grid of names linking to the brand pages', async () => {
    await renderBlocks([
      {
        id: 'brands',
        type: 'brand-grid',
        title: 'Brands we love',
        brands: [
          {
            id: 1,
            slug: 'milk-makeup',
            name: 'Milk Makeup',
            logo: { url: '/logos/milk.svg', alt: 'Milk Makeup' },
          },
          { id: 2, slug: 'dior', name: 'Dior', logo: null },
        ],
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Brands we love' });
    expect(within(section).getByRole('link', { name: 'Milk Makeup' }).getAttribute('href')).toBe(
      '/brands/milk-makeup',
    );
    expect(within(section).getByRole('link', { name: 'Dior' }).getAttribute('href')).toBe(
      '/brands/dior',
    );
  });

  it('renders rich text from markdown, with raw HTML as text and unsafe links without an href', async () => {
    await renderBlocks([
      {
        id: 'text',
        type: 'rich-text',
        markdown: [
          '# Beauty Pass',
          '',
          'Earn **points** on [every purchase](/pages/beauty-pass) and [win](javascript:alert(1)).',
          '',
          '<img src="x" onerror="alert(1)"> stays text.',
        ].join('\n'),
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Beauty Pass' })).toBeDefined();
    expect(screen.getByText('points').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'every purchase' }).getAttribute('href')).toBe(
      '/pages/beauty-pass',
    );
    expect(screen.queryByRole('link', { name: 'win' })).toBeNull();
    expect(screen.getByText('win').hasAttribute('href')).toBe(false);
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByText(/<img src="x" onerror="alert\(1\)"> stays text\./)).toBeDefined();
  });

  it('shows a banner, as a link when it has one', async () => {
    await renderBlocks([
      {
        id: 'shipping',
        type: 'banner',
        title: null,
        text: 'Free shipping on orders over S$35',
        image: image('shipping'),
        href: null,
      },
      {
        id: 'vip',
        type: 'banner',
        title: 'VIP early access',
        text: '20% off for Gold members',
        image: image('vip'),
        href: '/pages/vip',
      },
    ]);
    const shipping = await screen.findByText('Free shipping on orders over S$35');
    expect(shipping.closest('a')).toBeNull();
    const vip = screen.getByRole('link', { name: /VIP early access/ });
    expect(vip.getAttribute('href')).toBe('/pages/vip');
    expect(within(vip).getByText('20% off for Gold members')).toBeDefined();
  });
});

describe('prefetchBlocks', () => {
  it("fetches the carousels' products into the cache, so the server renders them", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: commerceQueryPolicy } });
    const context = { ...testQueryContext(), queryClient };
    await prefetchBlocks(context, [
      hero('holiday', 'Gifts'),
      carousel('makeup'),
      carousel('empty'),
    ]);
    expect(featuredBodies).toEqual([
      { category: 'makeup', limit: 12 },
      { category: 'empty', limit: 12 },
    ]);
    const cached = queryClient.getQueriesData<{ data: VariantListItem[] }>({
      queryKey: ['commerce', 'sg', 'en', 'featuredProducts'],
    });
    expect(cached.map(([, data]) => data?.data.length)).toEqual([2, 0]);
  });

  it('loads the markdown renderer for rich text, so a page rendered whole (for crawlers) has it', async () => {
    // A fresh module graph: the renderer is not loaded yet, as on a server that just started.
    vi.resetModules();
    const { RichText } = await import('./RichText');
    const fresh = await import('./prefetch');
    const markdown = 'Earn **points** on every purchase.';
    expect(renderToString(<RichText markdown={markdown} />)).not.toContain('<strong>');
    const queryClient = new QueryClient({ defaultOptions: { queries: commerceQueryPolicy } });
    await fresh.prefetchBlocks({ ...testQueryContext(), queryClient }, [
      { id: 'text', type: 'rich-text', markdown },
    ]);
    expect(renderToString(<RichText markdown={markdown} />)).toContain('<strong>points</strong>');
  });

  it('leaves a failing carousel out rather than failing the page', async () => {
    server.use(
      http.post(`${api}/featured-products`, () =>
        HttpResponse.json(
          { message: 'Bad request', statusCode: 400, statusMessage: 'Bad Request' },
          { status: 400 },
        ),
      ),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: commerceQueryPolicy } });
    await expect(
      prefetchBlocks({ ...testQueryContext(), queryClient }, [carousel('makeup')]),
    ).resolves.toBeUndefined();

    await renderBlocks([carousel('makeup'), hero('holiday', 'Gifts')]);
    expect(await screen.findByRole('heading', { name: 'Gifts' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bestsellers' })).toBeNull());
  });
});
