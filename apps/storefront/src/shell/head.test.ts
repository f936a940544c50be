import { describe, expect, it } from 'vitest';
import { shopSite } from '../shopSite';
import { describedPage, siteHead, siteLocale, titleTag } from './head';

const origin = 'https://shop.example';

type Head = ReturnType<typeof siteHead>;
type MetaTag = { name?: string; property?: string; content?: string };
type LinkTag = { rel: string; href: string; hrefLang?: string };

const meta = (head: Head, key: string) =>
  (head.meta as readonly MetaTag[]).find((tag) => tag.name === key || tag.property === key);

const linksOf = (head: Head, rel: string) =>
  (head.links as readonly LinkTag[]).filter((link) => link.rel === rel);

describe('titleTag', () => {
  it("fills '{page title} | {country site title}'", () => {
    expect(titleTag('Brands', shopSite({ country: 'sg', language: 'en' }))).toEqual({
      title: 'Brands | Beauty Shop Singapore',
    });
    expect(titleTag('品牌', shopSite({ country: 'hk', language: 'zh' }))).toEqual({
      title: '品牌 | Beauty Shop 香港',
    });
  });

  it('gives the site title alone for a page without a title', () => {
    expect(titleTag('', shopSite({ country: 'au', language: 'en' }))).toEqual({
      title: 'Beauty Shop Australia',
    });
  });
});

describe('describedPage', () => {
  it("gives a page's own title, under the site's, and its description", () => {
    const page = { title: 'Mascara', description: 'Lengthening mascara.' };
    expect(describedPage(page, shopSite({ country: 'th', language: 'th' }))).toEqual([
      { title: 'Mascara | Beauty Shop ประเทศไทย' },
      { name: 'description', content: 'Lengthening mascara.' },
    ]);
  });
});

describe('siteLocale', () => {
  it('is language-COUNTRY', () => {
    expect(siteLocale(shopSite({ country: 'sg', language: 'en' }))).toBe('en-SG');
    expect(siteLocale(shopSite({ country: 'th', language: 'th' }))).toBe('th-TH');
    expect(siteLocale(shopSite({ country: 'hk', language: 'zh' }))).toBe('zh-HK');
  });
});

describe('siteHead', () => {
  it('has the tags every page has: charset, viewport, black theme colour, description, social card', () => {
    const head = siteHead(shopSite({ country: 'sg', language: 'en' }), origin, '/brands');
    expect(head.meta).toContainEqual({ charSet: 'utf-8' });
    expect(meta(head, 'viewport')).toEqual({
      name: 'viewport',
      content: 'width=device-width, initial-scale=1',
    });
    expect(meta(head, 'theme-color')).toEqual({ name: 'theme-color', content: '#000000' });
    expect(meta(head, 'description')?.content).toMatch(/free shipping over \$35/);
    expect(meta(head, 'og:site_name')?.content).toBe('Beauty Shop Singapore');
    expect(meta(head, 'og:image')?.content).toBe('https://shop.example/social-card.png');
    expect(meta(head, 'og:url')?.content).toBe('https://shop.example/brands');
    expect(meta(head, 'og:locale')?.content).toBe('en_SG');
    expect(head.meta).toContainEqual({ title: 'Beauty Shop Singapore' });
  });

  it('describes the site in the visit’s language', () => {
    const head = siteHead(shopSite({ country: 'th', language: 'th' }), origin, '/');
    expect(meta(head, 'og:locale')?.content).toBe('th_TH');
    expect(meta(head, 'description')?.content).not.toMatch(/Shop makeup/);
  });

  it('links the canonical URL of the page, without a default-language parameter', () => {
    const head = siteHead(shopSite({ country: 'sg', language: 'en' }), origin, '/brands?sort=name');
    expect(linksOf(head, 'canonical')).toEqual([
      { rel: 'canonical', href: 'https://shop.example/brands?sort=name' },
    ]);
  });

  it('links an alternate per language of Hong Kong and an x-default, keeping the query', () => {
    const head = siteHead(
      shopSite({ country: 'hk', language: 'zh' }),
      origin,
      '/brands?sort=name&language_code=zh',
    );
    expect(linksOf(head, 'canonical')).toEqual([
      { rel: 'canonical', href: 'https://shop.example/brands?sort=name&language=zh' },
    ]);
    expect(linksOf(head, 'alternate')).toEqual([
      { rel: 'alternate', hrefLang: 'en-HK', href: 'https://shop.example/brands?sort=name' },
      {
        rel: 'alternate',
        hrefLang: 'zh-HK',
        href: 'https://shop.example/brands?sort=name&language=zh',
      },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.example/brands?sort=name' },
    ]);
    expect(meta(head, 'og:site_name')?.content).toBe('Beauty Shop 香港');
  });

  it('has only the x-default besides the country’s one language in Singapore', () => {
    const head = siteHead(shopSite({ country: 'sg', language: 'en' }), origin, '/');
    expect(linksOf(head, 'alternate').map((link) => link.hrefLang)).toEqual(['en-SG', 'x-default']);
  });
});
