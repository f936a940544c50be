import type { CountryCode, LanguageCode } from '@beauty/commerce-sdk/contract';
import { COUNTRY_CODES, countries, defaultLanguage, formatNumber } from '@beauty/i18n';
import type { LocalisedText } from '../../seed/localised.js';
import type { StoredBlock } from '../blocks.js';

export interface ContentEntrySeed {
  country: CountryCode;
  language: LanguageCode;
  slug: string;
  kind: 'homepage' | 'landing-page' | 'brand-page';
  title: string;
  description: string;
  blocks: StoredBlock[];
  preview: boolean;
  /** User segments a preview entry is shown to; empty means everyone. */
  segments: string[];
}

/** Each country with its allowed languages, the default first (the market table's). */
const countryLanguages = COUNTRY_CODES.map(
  (country) => [country, countries[country].languages] as const,
);

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
  privacy: text('Privacy policy', '私隱政策', 'Kebijakan privasi', 'นโยบายความเป็นส่วนตัว'),
  privacyBody: text(
    'We use your personal data to deliver your orders, run your Beauty Pass account and, with your consent, tell you about offers. You can ask to see, correct or delete it at any time.',
    '我們使用你的個人資料來配送訂單、管理你的 Beauty Pass 帳戶，並在你同意後向你介紹優惠。你可隨時要求查閱、更正或刪除資料。',
    'Kami menggunakan data pribadi Anda untuk mengirim pesanan, mengelola akun Beauty Pass Anda dan, dengan persetujuan Anda, memberi tahu penawaran. Anda dapat meminta untuk melihat, memperbaiki, atau menghapusnya kapan saja.',
    'เราใช้ข้อมูลส่วนบุคคลของคุณเพื่อจัดส่งคำสั่งซื้อ ดูแลบัญชี Beauty Pass และแจ้งข้อเสนอเมื่อคุณยินยอม คุณขอดู แก้ไข หรือลบข้อมูลได้ทุกเมื่อ',
  ),
  terms: text('Terms and conditions', '條款及細則', 'Syarat dan ketentuan', 'ข้อกำหนดและเงื่อนไข'),
  termsBody: text(
    'Prices include tax. Each item can be added up to 6 at a time, and orders are subject to stock. Beauty Pass points expire after 18 months without a purchase or redemption.',
    '價格已包含稅項。每件商品每次最多可加入 6 件，訂單視乎存貨而定。Beauty Pass 積分在 18 個月內沒有消費或兌換便會到期。',
    'Harga sudah termasuk pajak. Setiap produk dapat ditambahkan hingga 6 sekaligus, dan pesanan bergantung pada stok. Poin Beauty Pass kedaluwarsa setelah 18 bulan tanpa pembelian atau penukaran.',
    'ราคารวมภาษีแล้ว เพิ่มสินค้าแต่ละรายการได้สูงสุดครั้งละ 6 ชิ้น และคำสั่งซื้อขึ้นอยู่กับสต็อก คะแนน Beauty Pass หมดอายุหลัง 18 เดือนหากไม่มีการซื้อหรือแลกคะแนน',
  ),
  previewTitle: text(
    'VIP early access: 20% off for Gold members',
    'VIP 搶先購：Gold 會員享八折',
    'Akses awal VIP: diskon 20% untuk member Gold',
    'สิทธิ์ช้อปก่อนใคร: ลด 20% สำหรับสมาชิก Gold',
  ),
};

/** Unambiguous currency signs of the banners' copy (`S$`, not the `$` Singaporeans read). */
const currencySigns: Record<CountryCode, string> = {
  au: 'A$',
  nz: 'NZ$',
  sg: 'S$',
  my: 'RM',
  id: 'Rp',
  ph: '₱',
  th: '฿',
  hk: 'HK$',
};

/** The free-shipping threshold of the market table as the banner shows it: `S$35`, `Rp500.000`. */
const threshold = (country: CountryCode) =>
  currencySigns[country] +
  formatNumber(countries[country].freeShippingThreshold, defaultLanguage(country));

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
  const banner = (name: string, alt = '') => ({
    url: `/api/web/v1/images/banners/${name}.svg`,
    alt,
  });
  for (const [country, languages] of countryLanguages) {
    for (const language of languages) {
      const l = (value: LocalisedText) => value[language];
      const homeBlocks: StoredBlock[] = [
        {
          id: 'home-hero',
          type: 'hero',
          title: l(copy.heroTitle),
          subtitle: l(copy.heroSubtitle),
          image: banner('holiday', l(copy.heroTitle)),
          cta: { label: l(copy.shopNow), href: '/pages/holiday-gift-guide' },
        },
        {
          id: 'home-shipping',
          type: 'banner',
          title: null,
          text: l(copy.freeShipping).replace('{threshold}', threshold(country)),
          image: banner('shipping'),
          href: null,
        },
        {
          id: 'home-makeup',
          type: 'product-carousel',
          title: l(copy.bestsellers),
          source: { kind: 'category', category: 'makeup' },
          limit: 12,
        },
        {
          id: 'home-brands',
          type: 'brand-grid',
          title: l(copy.brands),
          brandSlugs: featuredBrands,
        },
        {
          id: 'home-skincare',
          type: 'product-carousel',
          title: l(copy.newIn),
          source: { kind: 'category', category: 'skincare' },
          limit: 12,
        },
        { id: 'home-beauty-pass', type: 'rich-text', markdown: l(copy.beautyPass) },
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
            id: 'home-vip',
            type: 'banner',
            title: l(copy.previewTitle),
            text: null,
            image: banner('vip'),
            href: '/pages/holiday-gift-guide',
          },
          ...homeBlocks,
        ],
      });
      entries.push({
        country,
        language,
        slug: 'holiday-gift-guide',
        kind: 'landing-page',
        title: l(copy.giftGuide),
        description: l(copy.giftGuideIntro),
        preview: false,
        segments: [],
        blocks: [
          {
            id: 'gifts-hero',
            type: 'hero',
            title: l(copy.giftGuide),
            subtitle: l(copy.giftGuideIntro),
            image: banner('gifts', l(copy.giftGuide)),
            cta: { label: l(copy.shopNow), href: '/pages/holiday-gift-guide/fragrance' },
          },
          {
            id: 'gifts-fragrance',
            type: 'product-carousel',
            title: l(copy.bestsellers),
            source: { kind: 'category', category: 'fragrance' },
            limit: 12,
          },
        ],
      });
      entries.push({
        country,
        language,
        slug: 'clean-beauty',
        kind: 'landing-page',
        title: l(copy.cleanBeauty),
        description: l(copy.cleanBeautyIntro),
        preview: false,
        segments: [],
        blocks: [
          { id: 'clean-intro', type: 'rich-text', markdown: l(copy.cleanBeautyIntro) },
          {
            id: 'clean-skincare',
            type: 'product-carousel',
            title: l(copy.newIn),
            source: { kind: 'category', category: 'skincare' },
            limit: 8,
          },
        ],
      });
      // The legal pages as they first shipped: step `legal-pages-v1` (`legal.ts`) replaces them.
      for (const [slug, title, body] of [
        ['privacy', copy.privacy, copy.privacyBody],
        ['terms', copy.terms, copy.termsBody],
      ] as const) {
        entries.push({
          country,
          language,
          slug,
          kind: 'landing-page',
          title: l(title),
          description: l(body),
          preview: false,
          segments: [],
          blocks: [{ id: `${slug}-body`, type: 'rich-text', markdown: l(body) }],
        });
      }
      for (const slug of brandPages) {
        const name = brandNames.get(slug) ?? slug;
        entries.push({
          country,
          language,
          slug,
          kind: 'brand-page',
          title: name,
          description: name,
          preview: false,
          segments: [],
          blocks: [
            {
              id: `${slug}-hero`,
              type: 'hero',
              title: name,
              subtitle: l(copy.heroSubtitle),
              image: { url: `/api/web/v1/images/brands/${slug}.svg`, alt: name },
              cta: { label: l(copy.shopNow), href: `/brands/${slug}` },
            },
            {
              id: `${slug}-products`,
              type: 'product-carousel',
              title: l(copy.bestsellers),
              source: { kind: 'brand', brand: slug },
              limit: 12,
            },
          ],
        });
      }
    }
  }
  return entries;
}

/** The welcome overlay per country and language: it also says when the shop cannot ship to the visitor. */
export function overlaySeeds() {
  const welcome = text(
    'Welcome to Beauty {country}',
    '歡迎光臨 Beauty {country}',
    'Selamat datang di Beauty {country}',
    'ยินดีต้อนรับสู่ Beauty {country}',
  );
  const body = text(
    'Prices are in {currency} and we deliver within {country}. Shopping from somewhere else? Choose your country: we do not ship to every country.',
    '價格以 {currency} 計算，我們只送貨至{country}境內。身處其他地區？請選擇你的國家或地區：我們並非送貨至所有國家。',
    'Harga dalam {currency} dan kami mengirim ke seluruh {country}. Berbelanja dari negara lain? Pilih negara Anda: kami tidak mengirim ke semua negara.',
    'ราคาเป็นสกุลเงิน {currency} และเราจัดส่งภายใน{country} ช้อปจากประเทศอื่นอยู่หรือไม่ เลือกประเทศของคุณได้เลย เราไม่ได้จัดส่งไปทุกประเทศ',
  );
  const names: Record<CountryCode, LocalisedText> = {
    au: text('Australia', '澳洲', 'Australia', 'ออสเตรเลีย'),
    hk: text('Hong Kong', '香港', 'Hong Kong', 'ฮ่องกง'),
    id: text('Indonesia', '印尼', 'Indonesia', 'อินโดนีเซีย'),
    my: text('Malaysia', '馬來西亞', 'Malaysia', 'มาเลเซีย'),
    nz: text('New Zealand', '新西蘭', 'Selandia Baru', 'นิวซีแลนด์'),
    ph: text('Philippines', '菲律賓', 'Filipina', 'ฟิลิปปินส์'),
    sg: text('Singapore', '新加坡', 'Singapura', 'สิงคโปร์'),
    th: text('Thailand', '泰國', 'Thailand', 'ไทย'),
  };
  return countryLanguages.flatMap(([country, languages]) =>
    languages.map((language) => ({
      id: 'welcome',
      country,
      language,
      title: welcome[language].replace('{country}', names[country][language]),
      body: body[language]
        .replace('{currency}', countries[country].currency)
        .replaceAll('{country}', names[country][language]),
      cta: { label: copy.shopNow[language], href: '/' },
    })),
  );
}

/** Segments content can be targeted at. */
export const userSegments = [
  { key: 'gold', name: 'Gold members' },
  { key: 'black', name: 'Black members' },
  { key: 'staff', name: 'Staff' },
  { key: 'new-member', name: 'Joined in the last 30 days' },
];
