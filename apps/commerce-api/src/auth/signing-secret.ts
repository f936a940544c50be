import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import type { SigningSecretSource } from '../config.js';

/**
 * The signing secret: the given one, or the embedded database's own, generated (256 random bits)
 * and stored in it on first start so sessions survive restarts. Concurrent first starts agree on
 * one secret: the first insert wins and everyone reads it back.
 */
export async function resolveSigningSecret(
  db: Database,
  source: SigningSecretSource,
): Promise<string> {
  if (source.kind === 'given') return source.secret;
  await db.query(
    `INSERT INTO signing_secrets (name, secret) VALUES ('access-token', $1)
     ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ secret: string }>(
    `SELECT secret FROM signing_secrets WHERE name = 'access-token'`,
  );
  if (!row) throw new Error('The embedded signing secret could not be stored');
  return row.secret;
}
