import type { CountryCode } from '@beauty/commerce-sdk/contract';

/** What shoppers search most, per country. */
export const popularQuerySeeds: Record<CountryCode, string[]> = {
  sg: ['sunscreen', 'foundation', 'lip gloss', 'dior', 'serum', 'perfume', 'mascara', 'laneige'],
  my: ['sunscreen', 'foundation', 'perfume', 'lipstick', 'serum', 'hair oil'],
  id: ['tabir surya', 'alas bedak', 'parfum', 'serum', 'lipstik', 'maskara'],
  th: ['กันแดด', 'ลิปสติก', 'เซรั่ม', 'รองพื้น', 'น้ำหอม', 'dior'],
  hk: ['防曬', '粉底', '香水', '精華', 'lipstick', 'sk-ii'],
  au: ['sunscreen', 'fenty', 'serum', 'perfume', 'olaplex', 'foundation'],
  nz: ['sunscreen', 'serum', 'perfume', 'foundation', 'mascara', 'olaplex'],
  ph: ['sunscreen', 'lipstick', 'perfume', 'foundation', 'serum', 'body lotion'],
};
