import type { Language } from '@beauty/i18n';
import notoSansLatin from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url';
import notoSansThai from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2?url';
// Chinese text is set in one weight: bold is synthesised, which halves what a page may fetch.
import notoSansHongKong from '@fontsource/noto-sans-hk/400.css?url';

// The regular faces every page of a language sets its first text in (the same files
// `fonts.css.ts` declares). Chinese is sliced into a hundred subsets by character: which ones a
// page needs is only known once it is laid out, so none is guessed.
const faces: Record<Language, readonly string[]> = {
  en: [notoSansLatin],
  id: [notoSansLatin],
  th: [notoSansLatin, notoSansThai],
  zh: [notoSansLatin],
};

/**
 * Faces declared by a stylesheet of their own, linked by the pages of one language only: Chinese
 * faces' `unicode-range` lists are 40 KB gzip, which every other page would wait for.
 */
const stylesheets: Partial<Record<Language, string>> = { zh: notoSansHongKong };

/**
 * The `<link>` tags of the web fonts of the page's language, and no other: preloads of the faces
 * its first text is set in, and the stylesheet of faces only its language uses.
 */
export const fontLinks = (language: Language) => [
  ...faces[language].map((href) => ({
    rel: 'preload',
    as: 'font',
    type: 'font/woff2',
    href,
    // Fonts are always fetched in CORS mode: without it the preload would be fetched twice.
    crossOrigin: 'anonymous' as const,
  })),
  ...(stylesheets[language] ? [{ rel: 'stylesheet', href: stylesheets[language] }] : []),
];
