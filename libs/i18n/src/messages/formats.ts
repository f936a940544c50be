// The ICU messages of the formatting functions (`formatPoints`, `formatExpiry`), one per
// language. Kept beside the catalogues so a browser build compiles them with them.
import type { Language } from '../countries.js';

export default {
  points: {
    en: '{points, plural, one {# point} other {# points}}',
    zh: '{points, number} 積分',
    id: '{points, number} poin',
    th: '{points, number} คะแนน',
  },
  expiry: {
    en: '{days, plural, =0 {expires today} one {expires in # day} other {expires in # days}}',
    zh: '{days, plural, =0 {今天到期} other {# 天後到期}}',
    id: '{days, plural, =0 {berakhir hari ini} other {berakhir dalam # hari}}',
    th: '{days, plural, =0 {หมดอายุวันนี้} other {หมดอายุในอีก # วัน}}',
  },
} satisfies Record<string, Record<Language, string>>;
