import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every shop fact has one home, which everyone imports (ARCHITECTURE.md). These cases fail when a
// second definition of a fact that once lived in two places appears anywhere in the shop's code.
const root = fileURLToPath(new URL('..', import.meta.url));
const sourceFolders = ['libs', 'apps'].flatMap((group) =>
  readdirSync(join(root, group)).flatMap((project) =>
    ['src', 'server'].map((folder) => join(root, group, project, folder)),
  ),
);
const skipped = /(?:^|\/)(?:node_modules|dist)(?:\/|$)|\.(?:test|stories)\.tsx?$|\.gen\.ts$/;

function sourceFiles(folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !skipped.test(relative(root, file)));
}
const files = sourceFolders.flatMap(sourceFiles).map((file) => ({
  path: relative(root, file),
  text: readFileSync(file, 'utf8'),
}));

/** The files of the shop's code in which `defines` finds the fact. */
const definedIn = (defines: (text: string) => boolean) =>
  files.filter((file) => defines(file.text)).map((file) => file.path);

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);
/** A list: at least three of its members, quoted, in one file (using one member is no list). */
const listOf =
  (...members: string[]) =>
  (text: string) =>
    members.filter((member) => new RegExp(`['"]${member}['"]`).test(text)).length >= 3;

const facts: [fact: string, defines: (text: string) => boolean, home: string[]][] = [
  [
    'the quantity cap per item',
    matches(/\bMAX_QUANTITY\w*\s*[:=]/),
    ['libs/commerce-sdk/src/contract/values.ts'],
  ],
  [
    'the password rules (AUTH_MS_PV_001 to 007)',
    matches(/\\p\{Nd\}|\(\?=\.\*\\p\{Ll\}\)/),
    ['libs/commerce-sdk/src/contract/values.ts'],
  ],
  [
    'the list of order statuses',
    listOf(
      'bank_transfer_pending',
      'awaiting_drop_off',
      'with_driver',
      'booked_for_delivery',
      'unconfirmed',
    ),
    ['libs/commerce-sdk/src/contract/orders.ts'],
  ],
  [
    'the list of Beauty Pass point-log sources',
    listOf(
      'downloaded_mobile_app',
      'referred_mobile_app',
      'survey_points',
      'level_redemption',
      'bonus_points',
    ),
    ['libs/commerce-sdk/src/contract/account.ts'],
  ],
  [
    'a hand-written cookie parser (the cookie package parses them)',
    matches(/cookies?\w*\.split\(/i),
    [],
  ],
];

describe('each shop fact is defined once', () => {
  it('reads the shop’s code', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(facts)('%s', (_fact, defines, home) => {
    expect(definedIn(defines)).toEqual(home);
  });
});
