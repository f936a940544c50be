import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { coreMessagesLanguage, precompileMessages } from './vite.js';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Bundles `code` as a browser entry inside this package, with or without the plugin, into one
 * chunk or split as an app would be.
 */
async function build_(code: string, plugins: Plugin[], codeSplitting: boolean) {
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
        output: { codeSplitting },
      },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  return (Array.isArray(output) ? output[0]! : output).output.flatMap((chunk) =>
    chunk.type === 'chunk' ? [chunk] : [],
  );
}

const bundle = async (code: string, plugins = precompileMessages()) =>
  (await build_(code, plugins, false)).map((chunk) => chunk.code).join('\n');

const run = async (code: string) =>
  (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    default: string[];
  };

const formatting = `
  import { createTranslator, importCatalogue } from ${JSON.stringify(`${here}messages.ts`)};
  import { formatExpiry, formatPoints } from ${JSON.stringify(`${here}format.ts`)};
  const t = createTranslator('en', await importCatalogue('en'), { country: 'sg' });
  export default [
    t.t('shell.bag_count', { count: 3 }),
    t.t('common.back_to_home'),
    t.t('points.balance', { points: 1200 }),
    formatPoints(1200, 'en'),
    formatPoints(1200, 'th'),
    formatExpiry('2026-11-24T12:00:00+08:00', 'sg', 'en', '2026-11-22T12:00:00+08:00'),
  ];
`;

describe('precompileMessages', () => {
  it('builds a browser bundle whose catalogue is compiled and which has no ICU parser', async () => {
    const [withPlugin, without] = await Promise.all([bundle(formatting), bundle(formatting, [])]);
    // The parser's error names are only in the bundle that parses.
    expect(without).toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
    expect(withPlugin).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
    expect(withPlugin).not.toContain("'Bag, # items'");
    const expected = [
      'Bag, 3 items',
      'Back to home',
      'You have 1,200 points',
      '1,200 points',
      '1,200 คะแนน',
      'expires in 2 days',
    ];
    expect((await run(withPlugin)).default).toEqual(expected);
    expect((await run(without)).default).toEqual(expected);
  }, 60_000);

  it('puts core and deferred messages in chunks of their own', async () => {
    const chunks = await build_(
      `import { importCoreMessages, importDeferredMessages } from ${JSON.stringify(`${here}messages.ts`)};
      export const core = () => importCoreMessages('en');
      export const deferred = () => importDeferredMessages('en');`,
      precompileMessages(),
      true,
    );
    const holding = (text: string) => chunks.filter((chunk) => chunk.code.includes(text));
    // One chunk of core messages and one of deferred messages, each loaded on demand.
    expect(holding('Back to home')).toHaveLength(1);
    expect(holding('Promo code')).toHaveLength(1);
    expect(holding('Back to home')[0]).not.toBe(holding('Promo code')[0]);
    expect(holding('Back to home')[0]?.isDynamicEntry).toBe(true);
    expect(holding('Promo code')[0]?.isDynamicEntry).toBe(true);
  }, 60_000);

  it('tells which modules of a build hold core messages, and in which language', () => {
    expect(coreMessagesLanguage('../../libs/i18n/src/messages/th.ts')).toBe('th');
    expect(coreMessagesLanguage('/app/node_modules/@beauty/i18n/dist/messages/zh.js')).toBe('zh');
    expect(coreMessagesLanguage('../../libs/i18n/src/messages/deferred/th.ts')).toBeUndefined();
    expect(coreMessagesLanguage('../../libs/i18n/src/messages/formats.ts')).toBeUndefined();
    expect(coreMessagesLanguage('src/routes/_default/products/$slug.tsx')).toBeUndefined();
  });
});
