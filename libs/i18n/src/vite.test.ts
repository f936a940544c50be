import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompileMessages } from './vite.js';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Bundles `code` as a browser entry inside this package, with or without the plugin. */
async function bundle(code: string, plugins = precompileMessages()) {
  const entry = '\0entry.js';
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: here,
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === 'entry' ? entry : null),
        load: (id) => (id === entry ? code : null),
      },
      ...plugins,
    ],
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: 'entry',
        preserveEntrySignatures: 'strict',
        output: { codeSplitting: false },
      },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const chunks = (Array.isArray(output) ? output[0]! : output).output;
  return chunks.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : [])).join('\n');
}

const run = async (code: string) =>
  (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    default: string[];
  };

const formatting = `
  import { createTranslator, englishCatalogue } from ${JSON.stringify(`${here}messages.ts`)};
  import { formatExpiry, formatPoints } from ${JSON.stringify(`${here}format.ts`)};
  const t = createTranslator('en', englishCatalogue, { country: 'SG' });
  export default [
    t.t('shell.bag_count', { count: 3 }),
    t.t('common.back_to_home'),
    formatPoints(1200, 'en'),
    formatPoints(1200, 'th'),
    formatExpiry('2026-11-24T12:00:00+08:00', 'SG', 'en', '2026-11-22T12:00:00+08:00'),
  ];
`;

describe('precompileMessages', () => {
  it('builds a browser bundle whose catalogue is compiled and which has no ICU parser', async () => {
    const [withPlugin, without] = await Promise.all([bundle(formatting), bundle(formatting, [])]);
    // The parser's error names are only in the bundle that parses.
    expect(without).toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
    expect(withPlugin).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
    expect(withPlugin).not.toContain("'Bag, # items'");
    expect(withPlugin.length).toBeLessThan(without.length);
    const expected = [
      'Bag, 3 items',
      'Back to home',
      '1,200 points',
      '1,200 คะแนน',
      'expires in 2 days',
    ];
    expect((await run(withPlugin)).default).toEqual(expected);
    expect((await run(without)).default).toEqual(expected);
  }, 60_000);
});
