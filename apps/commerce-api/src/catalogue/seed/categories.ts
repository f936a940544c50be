import type { LocalisedText } from '../../seed/localised.js';

/** A node of the three-level category tree: top category / category / sub-category. */
export interface CategorySeed {
  slug: string;
  name: LocalisedText;
  children?: CategorySeed[];
}

const t = (en: string, zh: string, id: string, th: string): LocalisedText => ({ en, zh, id, th });

export const categoryTree: readonly CategorySeed[] = [
  {
    slug: 'makeup',
    name: t('Makeup', '彩妝', 'Makeup', 'เมคอัพ'),
    children: [
      {
        slug: 'face',
        name: t('Face', '臉部', 'Wajah', 'ใบหน้า'),
        children: [
          { slug: 'foundation', name: t('Foundation', '粉底', 'Alas Bedak', 'รองพื้น') },
          { slug: 'concealer', name: t('Concealer', '遮瑕', 'Concealer', 'คอนซีลเลอร์') },
          { slug: 'blush', name: t('Blush', '胭脂', 'Perona Pipi', 'บลัชออน') },
          { slug: 'primer', name: t('Primer', '妝前底霜', 'Primer', 'ไพรเมอร์') },
        ],
      },
      {
        slug: 'eyes',
        name: t('Eyes', '眼部', 'Mata', 'ดวงตา'),
        children: [
          { slug: 'mascara', name: t('Mascara', '睫毛膏', 'Maskara', 'มาสคาร่า') },
          { slug: 'eyeshadow', name: t('Eyeshadow', '眼影', 'Eyeshadow', 'อายแชโดว์') },
          { slug: 'eyeliner', name: t('Eyeliner', '眼線', 'Eyeliner', 'อายไลเนอร์') },
          { slug: 'brows', name: t('Brows', '眉部', 'Alis', 'คิ้ว') },
        ],
      },
      {
        slug: 'lips',
        name: t('Lips', '唇部', 'Bibir', 'ริมฝีปาก'),
        children: [
          { slug: 'lipstick', name: t('Lipstick', '唇膏', 'Lipstik', 'ลิปสติก') },
          { slug: 'lip-gloss', name: t('Lip Gloss', '唇彩', 'Lip Gloss', 'ลิปกลอส') },
          { slug: 'lip-balm', name: t('Lip Balm', '潤唇膏', 'Lip Balm', 'ลิปบาล์ม') },
        ],
      },
    ],
  },
  {
    slug: 'skincare',
    name: t('Skincare', '護膚', 'Perawatan Kulit', 'สกินแคร์'),
    children: [
      {
        slug: 'cleansers',
        name: t('Cleansers', '潔面', 'Pembersih', 'ผลิตภัณฑ์ทำความสะอาด'),
        children: [
          { slug: 'face-wash', name: t('Face Wash', '洗面乳', 'Sabun Wajah', 'โฟมล้างหน้า') },
          {
            slug: 'makeup-remover',
            name: t('Makeup Remover', '卸妝', 'Pembersih Makeup', 'ที่ล้างเครื่องสำอาง'),
          },
          { slug: 'toner', name: t('Toner', '爽膚水', 'Toner', 'โทนเนอร์') },
        ],
      },
      {
        slug: 'moisturisers',
        name: t('Moisturisers', '保濕', 'Pelembap', 'มอยส์เจอไรเซอร์'),
        children: [
          { slug: 'face-cream', name: t('Face Cream', '面霜', 'Krim Wajah', 'ครีมบำรุงผิวหน้า') },
          { slug: 'night-cream', name: t('Night Cream', '晚霜', 'Krim Malam', 'ไนท์ครีม') },
          { slug: 'eye-cream', name: t('Eye Cream', '眼霜', 'Krim Mata', 'อายครีม') },
        ],
      },
      {
        slug: 'treatments',
        name: t('Treatments', '精華及護理', 'Perawatan Khusus', 'ทรีทเมนต์'),
        children: [
          { slug: 'serum', name: t('Serum', '精華', 'Serum', 'เซรั่ม') },
          { slug: 'face-mask', name: t('Face Mask', '面膜', 'Masker Wajah', 'มาสก์หน้า') },
          { slug: 'sunscreen', name: t('Sunscreen', '防曬', 'Tabir Surya', 'กันแดด') },
        ],
      },
    ],
  },
  {
    slug: 'fragrance',
    name: t('Fragrance', '香水', 'Parfum', 'น้ำหอม'),
    children: [
      {
        slug: 'women',
        name: t('For Her', '女士香水', 'Untuk Wanita', 'สำหรับผู้หญิง'),
        children: [
          {
            slug: 'eau-de-parfum',
            name: t('Eau de Parfum', '淡香精', 'Eau de Parfum', 'โอ เดอ พาร์ฟูม'),
          },
          {
            slug: 'eau-de-toilette',
            name: t('Eau de Toilette', '淡香水', 'Eau de Toilette', 'โอ เดอ ทอยเลตต์'),
          },
        ],
      },
      {
        slug: 'men',
        name: t('For Him', '男士香水', 'Untuk Pria', 'สำหรับผู้ชาย'),
        children: [
          { slug: 'cologne', name: t('Cologne', '古龍水', 'Cologne', 'โคโลญจน์') },
          { slug: 'aftershave', name: t('Aftershave', '鬚後水', 'Aftershave', 'อาฟเตอร์เชฟ') },
        ],
      },
      {
        slug: 'home-scents',
        name: t('Home Scents', '家居香氛', 'Pengharum Ruangan', 'น้ำหอมสำหรับบ้าน'),
        children: [
          { slug: 'candles', name: t('Candles', '香薰蠟燭', 'Lilin Aroma', 'เทียนหอม') },
          { slug: 'diffusers', name: t('Diffusers', '擴香', 'Diffuser', 'ก้านไม้หอม') },
        ],
      },
    ],
  },
  {
    slug: 'hair',
    name: t('Hair', '頭髮護理', 'Rambut', 'เส้นผม'),
    children: [
      {
        slug: 'hair-care',
        name: t('Hair Care', '洗護', 'Perawatan Rambut', 'ดูแลเส้นผม'),
        children: [
          { slug: 'shampoo', name: t('Shampoo', '洗髮露', 'Sampo', 'แชมพู') },
          { slug: 'conditioner', name: t('Conditioner', '護髮素', 'Kondisioner', 'ครีมนวดผม') },
          {
            slug: 'hair-treatment',
            name: t('Hair Treatment', '護髮療程', 'Perawatan Rambut Intensif', 'ทรีทเมนต์ผม'),
          },
        ],
      },
      {
        slug: 'styling',
        name: t('Styling', '造型', 'Penataan', 'จัดแต่งทรงผม'),
        children: [
          {
            slug: 'hair-spray',
            name: t('Hair Spray', '定型噴霧', 'Hair Spray', 'สเปรย์จัดแต่งทรงผม'),
          },
          { slug: 'hair-oil', name: t('Hair Oil', '護髮油', 'Minyak Rambut', 'ออยล์บำรุงผม') },
        ],
      },
    ],
  },
  {
    slug: 'bath-body',
    name: t('Bath & Body', '沐浴及身體護理', 'Mandi & Tubuh', 'อาบน้ำและผิวกาย'),
    children: [
      {
        slug: 'bath-shower',
        name: t('Bath & Shower', '沐浴', 'Mandi', 'อาบน้ำ'),
        children: [
          { slug: 'body-wash', name: t('Body Wash', '沐浴露', 'Sabun Mandi', 'เจลอาบน้ำ') },
          { slug: 'body-scrub', name: t('Body Scrub', '身體磨砂', 'Lulur', 'สครับผิวกาย') },
        ],
      },
      {
        slug: 'body-care',
        name: t('Body Care', '身體護理', 'Perawatan Tubuh', 'ดูแลผิวกาย'),
        children: [
          { slug: 'body-lotion', name: t('Body Lotion', '身體乳', 'Losion Tubuh', 'โลชั่นบำรุงผิว') },
          { slug: 'hand-cream', name: t('Hand Cream', '護手霜', 'Krim Tangan', 'ครีมทามือ') },
        ],
      },
    ],
  },
  {
    slug: 'tools',
    name: t('Tools & Brushes', '工具及化妝掃', 'Alat & Kuas', 'อุปกรณ์และแปรง'),
    children: [
      {
        slug: 'brushes',
        name: t('Brushes', '化妝掃', 'Kuas', 'แปรงแต่งหน้า'),
        children: [
          {
            slug: 'face-brushes',
            name: t('Face Brushes', '臉部化妝掃', 'Kuas Wajah', 'แปรงแต่งหน้า'),
          },
          { slug: 'eye-brushes', name: t('Eye Brushes', '眼部化妝掃', 'Kuas Mata', 'แปรงแต่งตา') },
        ],
      },
      {
        slug: 'devices',
        name: t('Devices', '美容儀器', 'Perangkat', 'อุปกรณ์ความงาม'),
        children: [
          { slug: 'sponges', name: t('Sponges', '化妝海綿', 'Spons', 'ฟองน้ำแต่งหน้า') },
          { slug: 'hair-tools', name: t('Hair Tools', '美髮工具', 'Alat Rambut', 'อุปกรณ์จัดแต่งผม') },
        ],
      },
    ],
  },
];
