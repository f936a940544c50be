import { SearchDropdownResponseSchema, SearchResponseSchema } from '@beauty/commerce-sdk/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test/api.js';
import { engines } from '../test/databases.js';

/** Misspellings shoppers type, the word they meant, and a site to type them on. */
const misspellings = [
  { typed: 'mascra', meant: /Mascara/, country: 'sg', language: 'en' },
  { typed: 'lipstik', meant: /Lipstick/, country: 'th', language: 'th' },
  { typed: 'serun', meant: /Serum/, country: 'hk', language: 'zh' },
  { typed: 'serun', meant: /Serum/, country: 'id', language: 'id' },
] as const;

describe.each(engines)('typo-tolerant search on %s', (engine) => {
  const { call } = useTestApi(engine);

  it.each(misspellings)(
    'finds $meant for "$typed" on the $language search page',
    async ({ typed, meant, country, language }) => {
      const { body } = await call(`search/?q=${typed}`, { country, language });
      const result = v.parse(SearchResponseSchema, body);
      expect(result.meta.total).toBeGreaterThan(0);
      // The best matches come first: the word meant, not some product that shares a few letters.
      expect(result.data.products[0]?.product.name).toMatch(meant);
    },
  );

  it.each(misspellings)(
    'suggests $meant for "$typed" in the $language dropdown',
    async ({ typed, meant, country, language }) => {
      const { body } = await call(`components/search-input-dropdown/?q=${typed}&limit=5`, {
        country,
        language,
      });
      const { data } = v.parse(SearchDropdownResponseSchema, body);
      expect(data.products.length).toBeGreaterThan(0);
      expect(data.products.every((tile) => meant.test(tile.product.name))).toBe(true);
    },
  );

  it('names the category a misspelling means, in the language asked for', async () => {
    const { body } = await call('search/?q=mascra', { country: 'th', language: 'th' });
    const result = v.parse(SearchResponseSchema, body);
    expect(result.data.categories).toContainEqual(
      expect.objectContaining({ path: 'makeup/eyes/mascara', name: 'มาสคาร่า' }),
    );
  });

  it('finds nothing for text resembling no product', async () => {
    const { body } = await call('search/?q=qzxjvw');
    expect(v.parse(SearchResponseSchema, body).meta.total).toBe(0);
  });
});
