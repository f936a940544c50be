import type { Language } from '@beauty/i18n';
import notoSansLatin from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url';
import notoSansThai from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2?url';

// The regular faces every page of a language sets its first text in (the same files
// `fonts.css.ts` declares). Chinese is sliced into a hundred subsets by character: which ones a
// page needs is only known once it is laid out, so none is guessed.
const faces: Record<Language, readonly string[]> = {
  en: [notoSansLatin],
  id: [notoSansLatin],
  th: [notoSansLatin, notoSansThai],
  zh: [notoSansLatin],
};

/** `<link rel="preload">` tags for the web fonts of the page's language, and no other. */
export const fontPreloads = (language: Language) =>
  faces[language].map((href) => ({
    rel: 'preload',
    as: 'font',
    type: 'font/woff2',
    href,
    // Fonts are always fetched in CORS mode: without it the preload would be fetched twice.
    crossOrigin: 'anonymous' as const,
  }));
