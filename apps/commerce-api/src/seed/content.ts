import type { CountryCode, LanguageCode } from '@beauty/commerce-sdk/contract';
import type { LocalisedText } from './localised.js';

/** A content block of a CMS page. */
export type ContentBlock =
  | {
      type: 'hero';
      title: string;
      subtitle: string;
      imageUrl: string;
      cta: { label: string; href: string };
    }
  | {
      type: 'productCarousel';
      title: string;
      source: 'bestsellers' | 'new' | 'sale';
      limit: number;
    }
  | { type: 'brandGrid'; title: string; brandSlugs: string[] }
  | { type: 'richText'; paragraphs: string[] }
  | { type: 'banner'; text: string; href: string; tone: 'promo' | 'info' };

export interface ContentEntrySeed {
  country: CountryCode;
  language: LanguageCode;
  slug: string;
  kind: 'homepage' | 'landing' | 'brand';
  title: string;
  description: string;
  blocks: ContentBlock[];
  preview: boolean;
  /** User segments a preview entry is shown to; empty means everyone. */
  segments: string[];
}

/** Allowed languages per country, the default first (spec section 9). */
export const countryLanguages: Record<CountryCode, LanguageCode[]> = {
  au: ['en'],
  hk: ['en', 'zh'],
  id: ['id', 'en'],
  my: ['en'],
  nz: ['en'],
  ph: ['en'],
  sg: ['en'],
  th: ['th', 'en'],
};

const text = (en: string, zh: string, id: string, th: string): LocalisedText => ({
  en,
  zh,
  id,
  th,
});

const copy = {
  heroTitle: text(
    'The holiday edit is here',
    '節日精選現已登場',
    'Koleksi liburan telah hadir',
    'คอลเลกชันวันหยุดมาแล้ว',
  ),
  heroSubtitle: text(
    'Gift sets, minis and the season’s most-wanted shades.',
    '禮盒套裝、迷你裝及本季最受歡迎色調。',
    'Set hadiah, ukuran mini, dan warna paling dicari musim ini.',
    'เซ็ตของขวัญ ไซซ์มินิ และเฉดสีที่ทุกคนตามหาแห่งฤดูกาล',
  ),
  shopNow: text('Shop now', '立即選購', 'Belanja sekarang', 'ช้อปเลย'),
  bestsellers: text('Bestsellers', '人氣之選', 'Terlaris', 'สินค้าขายดี'),
  newIn: text('New in', '最新上架', 'Produk baru', 'สินค้ามาใหม่'),
  brands: text('Brands we love', '我們喜愛的品牌', 'Brand favorit kami', 'แบรนด์ที่เรารัก'),
  freeShipping: text(
    'Free shipping on orders over {threshold}',
    '訂單滿 {threshold} 即享免費送貨',
    'Gratis ongkir untuk pesanan di atas {threshold}',
    'จัดส่งฟรีเมื่อสั่งซื้อครบ {threshold}',
  ),
  beautyPass: text(
    'Join Beauty Pass: earn points on every purchase and unlock member-only rewards.',
    '加入 Beauty Pass：每次購物均可賺取積分，解鎖會員專享禮遇。',
    'Gabung Beauty Pass: kumpulkan poin setiap belanja dan nikmati hadiah khusus member.',
    'สมัคร Beauty Pass สะสมคะแนนทุกการซื้อ และรับสิทธิพิเศษเฉพาะสมาชิก',
  ),
  giftGuide: text('Holiday gift guide', '節日送禮指南', 'Panduan hadiah liburan', 'ไกด์ของขวัญวันหยุด'),
  giftGuideIntro: text(
    'Thoughtful gifts for everyone on your list, wrapped and ready.',
    '為名單上每一位精心挑選的禮物，包裝妥當，隨時送出。',
    'Hadiah istimewa untuk semua orang di daftar Anda, siap dibungkus.',
    'ของขวัญที่คัดสรรมาเพื่อทุกคนในลิสต์ของคุณ ห่อพร้อมส่ง',
  ),
  cleanBeauty: text('Clean beauty', '純淨美妝', 'Kecantikan bersih', 'คลีนบิวตี้'),
  cleanBeautyIntro: text(
    'Formulas made without the ingredients you would rather skip.',
    '不含你想避開成分的配方。',
    'Formula tanpa bahan-bahan yang ingin Anda hindari.',
    'สูตรที่ปราศจากส่วนผสมที่คุณอยากหลีกเลี่ยง',
  ),
  previewTitle: text(
    'VIP early access: 20% off for Gold members',
    'VIP 搶先購：Gold 會員享八折',
    'Akses awal VIP: diskon 20% untuk member Gold',
    'สิทธิ์ช้อปก่อนใคร: ลด 20% สำหรับสมาชิก Gold',
  ),
};

const thresholds: Record<CountryCode, string> = {
  au: 'A$25',
  nz: 'NZ$25',
  sg: 'S$35',
  my: 'RM80',
  id: 'Rp500.000',
  ph: '₱3,000',
  th: '฿500',
  hk: 'HK$500',
};

const featuredBrands = [
  'armani-beauty',
  'milk-makeup',
  'this-works',
  'gucci-beauty',
  'burberry-beauty',
  'beautyblender',
  'dior',
  'fenty-beauty',
];
const brandPages = [
  'armani-beauty',
  'milk-makeup',
  'this-works',
  'gucci-beauty',
  'burberry-beauty',
  'beautyblender',
];

/** Home, landing and brand pages for every country and each of its languages, plus preview entries. */
export function contentSeeds(brandNames: ReadonlyMap<string, string>): ContentEntrySeed[] {
  const entries: ContentEntrySeed[] = [];
  for (const [country, languages] of Object.entries(countryLanguages) as [
    CountryCode,
    LanguageCode[],
  ][]) {
    for (const language of languages) {
      const l = (value: LocalisedText) => value[language];
      const homeBlocks: ContentBlock[] = [
        {
          type: 'hero',
          title: l(copy.heroTitle),
          subtitle: l(copy.heroSubtitle),
          imageUrl: '/api/web/v1/images/banners/holiday.svg',
          cta: { label: l(copy.shopNow), href: '/pages/holiday-gift-guide' },
        },
        {
          type: 'banner',
          text: l(copy.freeShipping).replace('{threshold}', thresholds[country]),
          href: '/pages/shipping',
          tone: 'info',
        },
        { type: 'productCarousel', title: l(copy.bestsellers), source: 'bestsellers', limit: 12 },
        { type: 'brandGrid', title: l(copy.brands), brandSlugs: featuredBrands },
        { type: 'productCarousel', title: l(copy.newIn), source: 'new', limit: 12 },
        { type: 'richText', paragraphs: [l(copy.beautyPass)] },
      ];
      entries.push({
        country,
        language,
        slug: 'homepage',
        kind: 'homepage',
        title: l(copy.heroTitle),
        description: l(copy.heroSubtitle),
        blocks: homeBlocks,
        preview: false,
        segments: [],
      });
      entries.push({
        country,
        language,
        slug: 'homepage',
        kind: 'homepage',
        title: l(copy.previewTitle),
        description: l(copy.heroSubtitle),
        preview: true,
        segments: ['gold'],
        blocks: [
          {
            type: 'banner',
            text: l(copy.previewTitle),
            href: '/pages/holiday-gift-guide',
            tone: 'promo',
          },
          ...homeBlocks,
        ],
      });
      entries.push({
        country,
        language,
        slug: 'holiday-gift-guide',
        kind: 'landing',
        title: l(copy.giftGuide),
        description: l(copy.giftGuideIntro),
        preview: false,
        segments: [],
        blocks: [
          {
            type: 'hero',
            title: l(copy.giftGuide),
            subtitle: l(copy.giftGuideIntro),
            imageUrl: '/api/web/v1/images/banners/gifts.svg',
            cta: { label: l(copy.shopNow), href: '/pages/holiday-gift-guide/fragrance' },
          },
          { type: 'productCarousel', title: l(copy.bestsellers), source: 'sale', limit: 12 },
        ],
      });
      entries.push({
        country,
        language,
        slug: 'clean-beauty',
        kind: 'landing',
        title: l(copy.cleanBeauty),
        description: l(copy.cleanBeautyIntro),
        preview: false,
        segments: [],
        blocks: [
          { type: 'richText', paragraphs: [l(copy.cleanBeautyIntro)] },
          { type: 'productCarousel', title: l(copy.newIn), source: 'new', limit: 8 },
        ],
      });
      for (const slug of brandPages) {
        const name = brandNames.get(slug) ?? slug;
        entries.push({
          country,
          language,
          slug,
          kind: 'brand',
          title: name,
          description: name,
          preview: false,
          segments: [],
          blocks: [
            {
              type: 'hero',
              title: name,
              subtitle: l(copy.heroSubtitle),
              imageUrl: `/api/web/v1/images/brands/${slug}.svg`,
              cta: { label: l(copy.shopNow), href: `/brands/${slug}` },
            },
            {
              type: 'productCarousel',
              title: l(copy.bestsellers),
              source: 'bestsellers',
              limit: 12,
            },
          ],
        });
      }
    }
  }
  return entries;
}

/** What shoppers search most, per country. */
export const popularQueries: Record<CountryCode, string[]> = {
  sg: ['sunscreen', 'foundation', 'lip gloss', 'dior', 'serum', 'perfume', 'mascara', 'laneige'],
  my: ['sunscreen', 'foundation', 'perfume', 'lipstick', 'serum', 'hair oil'],
  id: ['tabir surya', 'alas bedak', 'parfum', 'serum', 'lipstik', 'maskara'],
  th: ['กันแดด', 'ลิปสติก', 'เซรั่ม', 'รองพื้น', 'น้ำหอม', 'dior'],
  hk: ['防曬', '粉底', '香水', '精華', 'lipstick', 'sk-ii'],
  au: ['sunscreen', 'fenty', 'serum', 'perfume', 'olaplex', 'foundation'],
  nz: ['sunscreen', 'serum', 'perfume', 'foundation', 'mascara', 'olaplex'],
  ph: ['sunscreen', 'lipstick', 'perfume', 'foundation', 'serum', 'body lotion'],
};
