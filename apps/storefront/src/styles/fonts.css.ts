import { lightTheme, scripts, vars } from '@beauty/ui';
import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Self-hosted Noto faces (Latin, Thai; Traditional Chinese as written in Hong Kong apart). Each face is
// a woff2 subset with its `unicode-range`: a browser downloads only the subsets its page's text
// uses, so an English page never fetches Thai or Chinese glyphs. `swap` shows text at once in the
// fallback; the fallback's metrics are adjusted to Noto Sans so the swap does not move the page.

const require = createRequire(import.meta.url);

/** The weights the theme uses: regular and bold (medium falls back to regular). */
const WEIGHTS = [400, 700] as const;

interface Subset {
  file: string;
  unicodeRange?: string;
}

/**
 * The subsets of a Fontsource face as its own stylesheet declares them (file and unicode range),
 * read at build time: the ranges are Fontsource's, not copied here. `names` picks subsets by name
 * (`latin`, `thai`); all of them when omitted.
 */
function subsetsOf(pkg: string, weight: number, names?: readonly string[]): Subset[] {
  const css = readFileSync(require.resolve(`${pkg}/${weight}.css`), 'utf8');
  const prefix = pkg.split('/').pop();
  const wanted = names?.map((name) => `${prefix}-${name}-${weight}-normal.woff2`);
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body = '']) => ({
      file: /url\(\.\/files\/([\w-]+\.woff2)\)/.exec(body)?.[1] ?? '',
      unicodeRange: /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.trim(),
    }))
    .filter((subset) => subset.file !== '' && (!wanted || wanted.includes(subset.file)));
}

function declare(family: string, pkg: string, weights: readonly number[], names?: string[]) {
  for (const weight of weights) {
    for (const subset of subsetsOf(pkg, weight, names)) {
      globalFontFace(family, {
        src: `url("${pkg}/files/${subset.file}") format("woff2")`,
        fontWeight: weight,
        fontStyle: 'normal',
        fontDisplay: 'swap',
        ...(subset.unicodeRange && { unicodeRange: subset.unicodeRange }),
      });
    }
  }
}

declare('Noto Sans', '@fontsource/noto-sans', WEIGHTS, ['latin', 'latin-ext']);
declare('Noto Sans Thai', '@fontsource/noto-sans-thai', WEIGHTS, ['thai']);
// Noto Sans HK's hundred subsets are declared by a stylesheet of their own, which only Chinese
// pages link (`fontLinks`): their ranges alone are four fifths of this stylesheet.

// Arial resized to Noto Sans's average width, ascent and descent (Noto Sans: 1069 and 293 units
// per 1000, 6.4% wider than Arial), so swapping in the web font does not reflow Latin text.
globalFontFace('Noto Sans Fallback', {
  src: 'local("Arial"), local("Helvetica Neue"), local("Helvetica")',
  sizeAdjust: '106.4%',
  ascentOverride: '100.47%',
  descentOverride: '27.54%',
  lineGapOverride: '0%',
});

const latin = '"Noto Sans", "Noto Sans Fallback"';

// The theme's stacks per language, with the self-hosted faces first. Latin letters in Thai and
// Chinese text use Noto Sans too, as the two fonts are designed to sit together.
for (const [lang, stack] of [
  ['en', `${latin}, ${scripts.latin.font}`],
  ['id', `${latin}, ${scripts.latin.font}`],
  ['th', `${latin}, "Noto Sans Thai", ${scripts.thai.font}`],
  ['zh', `${latin}, "Noto Sans HK", ${scripts.chinese.font}`],
] as const) {
  // `body.theme` outranks the theme's own `:lang()` rules, which set the stacks without these faces.
  globalStyle(`body.${lightTheme}:lang(${lang}), body.${lightTheme} :lang(${lang})`, {
    vars: { [vars.font.body]: stack, [vars.font.heading]: stack },
  });
}
