// Derives the argument types of every message from the English catalogue, the source of truth.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import deferred from '../src/messages/deferred/en.js';
import core from '../src/messages/en.js';

/** The kind of value an ICU argument takes. */
export type ArgumentKind = 'text' | 'number' | 'date' | 'select' | 'tag';

/** Where the generated types live. */
export const typesFile = fileURLToPath(new URL('../src/messages/types.gen.ts', import.meta.url));

function collect(elements: MessageFormatElement[], found: Map<string, ArgumentKind>): void {
  // A number or date use wins over a plain `{name}` of the same argument.
  const add = (name: string, kind: ArgumentKind) => {
    if (found.get(name) === undefined || found.get(name) === 'text') found.set(name, kind);
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        add(element.value, 'text');
        break;
      case TYPE.number:
      case TYPE.plural:
        add(element.value, 'number');
        break;
      case TYPE.date:
      case TYPE.time:
        add(element.value, 'date');
        break;
      case TYPE.select:
        add(element.value, 'select');
        break;
      case TYPE.tag:
        add(element.value, 'tag');
        collect(element.children, found);
        break;
      default:
        break;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) collect(option.value, found);
    }
  }
}

/** The ICU arguments of one message with their kinds, sorted by name. */
export function messageArguments(message: string): Record<string, ArgumentKind> {
  const found = new Map<string, ArgumentKind>();
  collect(parse(message), found);
  return Object.fromEntries([...found].sort(([a], [b]) => a.localeCompare(b)));
}

/** The source of `src/messages/types.gen.ts`, formatted. */
export async function generateMessageTypes(): Promise<string> {
  const entries = Object.entries({ ...core, ...deferred }).map(([key, message]) => {
    const args = Object.entries(messageArguments(message))
      .map(([name, kind]) => `${name}: '${kind}';`)
      .join(' ');
    return `  '${key}': ${args ? `{ ${args} }` : 'Record<never, never>'};`;
  });
  const source = [
    '// Generated from src/messages/en.ts and deferred/en.ts by `npm run messages:types`. Do not edit.',
    '',
    '/** Every message key with the kind of each of its ICU arguments. */',
    'export interface MessageArgumentKinds {',
    ...entries,
    '}',
    '',
  ].join('\n');
  const options = await prettier.resolveConfig(typesFile);
  return prettier.format(source, { ...options, filepath: typesFile });
}
