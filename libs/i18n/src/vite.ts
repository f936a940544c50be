/// <reference types="node" />
/**
 * `@beauty/i18n/vite`: build-time help for apps bundling the catalogues with Vite.
 *
 * @packageDocumentation
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from './countries.js';

/** This package's folder, whether the plugin runs from its sources or from its build. */
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What a module of this package's `messages` folder holds: messages in one language (`th.ts`,
 * `deferred/th.ts`), or the formatting functions' messages by language (`formats.ts`).
 */
function messagesModule(id: string): Language | 'formats' | undefined {
  const path = id.split('?')[0]!;
  for (const folder of ['src', 'dist'])
    for (const name of [...LANGUAGES, 'formats' as const])
      for (const extension of ['ts', 'js'])
        for (const file of [name, `deferred/${name}`])
          if (path === resolve(packageRoot, folder, 'messages', `${file}.${extension}`))
            return name;
  return undefined;
}

/**
 * The language of a build's module when it holds core messages (`messages/th.ts` → `'th'`, from
 * the package's sources or its build), else `undefined`. A server reads the build manifest with it
 * to preload the visit's messages with the page instead of after the entry asks for them.
 */
export function coreMessagesLanguage(id: string): Language | undefined {
  const path = id.split('?')[0]!.replaceAll('\\', '/');
  return LANGUAGES.find((language) =>
    ['src', 'dist'].some((folder) =>
      ['ts', 'js'].some((extension) =>
        path.endsWith(`/i18n/${folder}/messages/${language}.${extension}`),
      ),
    ),
  );
}

const compileMessage = (language: Language, message: string) =>
  parse(message, { locale: new Intl.Locale(language) });

/** Every message of a catalogue parsed into its ICU syntax tree, as `intl-messageformat` takes it. */
export function compileCatalogue(
  language: Language,
  catalogue: Readonly<Record<string, string>>,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [key, compileMessage(language, message)]),
  );
}

/** The formatting functions' messages (`formats.ts`), each language's parsed in that language. */
function compileFormats(formats: Record<string, Record<Language, string>>) {
  return Object.fromEntries(
    Object.entries(formats).map(([name, byLanguage]) => [
      name,
      Object.fromEntries(
        LANGUAGES.map((language) => [language, compileMessage(language, byLanguage[language])]),
      ),
    ]),
  );
}

/**
 * Compiles the message catalogues when an app is built, so the browser receives each message as
 * its ICU syntax tree and never loads the ICU parser (formatjs's advice for production). Apply it
 * to the browser build only; the server may keep parsing.
 *
 * In the browser build the parser is swapped for `@formatjs/icu-messageformat-parser/no-parser.js`
 * (its types without the parser): a message that still needs parsing there fails loudly instead
 * of shipping the parser again.
 *
 * @example
 * ```ts
 * // vite.config.ts
 * import { precompileMessages } from '@beauty/i18n/vite';
 * export default defineConfig({ plugins: [precompileMessages()] });
 * ```
 */
export function precompileMessages(): Plugin[] {
  const browserBuild = {
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
  } satisfies Partial<Plugin>;
  return [
    {
      ...browserBuild,
      name: 'beauty-i18n-no-parser',
      // Before Vite's own resolver, which would find the package's parser first.
      enforce: 'pre',
      async resolveId(source, importer, options) {
        if (source !== '@formatjs/icu-messageformat-parser') return null;
        return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, {
          ...options,
          skipSelf: true,
        });
      },
    },
    {
      ...browserBuild,
      name: 'beauty-i18n-compile-catalogues',
      // A normal plugin's transform runs after Vite has turned the TypeScript into JavaScript.
      async transform(code, id) {
        const kind = messagesModule(id);
        if (!kind) return null;
        // These modules are one object literal of strings each, with no imports once compiled.
        const source = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
        const { default: messages } = (await import(source)) as { default: unknown };
        const compiled =
          kind === 'formats'
            ? compileFormats(messages as Record<string, Record<Language, string>>)
            : compileCatalogue(kind, messages as Record<string, string>);
        return { code: `export default ${JSON.stringify(compiled)};\n`, map: { mappings: '' } };
      },
    },
  ];
}
