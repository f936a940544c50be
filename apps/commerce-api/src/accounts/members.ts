import { PASSWORD_RULES, type AccountSummary, type User } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';
import { hashPassword, verifyPassword } from '../auth/index.js';
import { fitsIdColumn } from '../db/ids.js';
import { ApiError } from '../http/errors.js';

interface ProfileRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone_calling_code: string | null;
  phone_number: string | null;
  birthday: Date | string | null;
  country: User['country'];
  language: User['language'];
  is_employee: boolean;
  marketing_consent: boolean;
  created_at: Date | string;
}

/** A calendar date as stored (`date` comes back as a Date at midnight UTC or as text). */
const dateOnly = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The member's profile, or `undefined` when there is no such member. */
export async function findProfile(db: Queryable, userId: number): Promise<User | undefined> {
  if (!fitsIdColumn(userId)) return undefined;
  const [row] = await db.query<ProfileRow>(
    `SELECT id, email, first_name, last_name, phone_calling_code, phone_number, birthday::text,
            country, language, is_employee, marketing_consent, created_at
     FROM users WHERE id = $1`,
    [userId],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone:
      row.phone_calling_code && row.phone_number
        ? { callingCode: row.phone_calling_code, number: row.phone_number }
        : null,
    birthday: row.birthday ? dateOnly(row.birthday) : null,
    country: row.country,
    language: row.language,
    isEmployee: row.is_employee,
    consents: { marketing: row.marketing_consent },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** What a sign-in hands the client to cache as `luxola-account`. */
export async function accountSummary(db: Queryable, userId: number): Promise<AccountSummary> {
  const [row] = await db.query<AccountSummary>(
    'SELECT id, first_name AS "firstName", tier FROM users WHERE id = $1',
    [userId],
  );
  if (!row) throw new ApiError(401, 'Authentication failed.');
  return row;
}

/** The refusal of an email already registered: it points to sign-in, and says nothing more. */
export const EMAIL_TAKEN_MESSAGE =
  'This email cannot be used to register. Please sign in or reset your password.';

/** Records a member's password hash in the history rule AUTH_MS_PV_006 checks. */
export async function rememberPassword(tx: Queryable, userId: number, hash: string) {
  await tx.query('INSERT INTO password_history (user_id, password_hash) VALUES ($1, $2)', [
    userId,
    hash,
  ]);
}

/** The rule of a changed password, with its code as the message like the contract's rules. */
const passwordRule = (code: string) =>
  new ApiError(400, code, { issues: { nested: { password: [code] } } });

/**
 * Sets a changed password: AUTH_MS_PV_006 refuses the email and the previous 2 passwords (the
 * current one and the one before). Keeps the hashed history.
 */
export async function changePassword(
  tx: Queryable,
  userId: number,
  password: string,
): Promise<void> {
  const [user] = await tx.query<{ email: string; password_hash: string }>(
    'SELECT email, password_hash FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  if (!user) throw new ApiError(404, 'User not found');
  if (PASSWORD_RULES.sameAsEmail(password, user.email)) throw passwordRule('AUTH_MS_PV_006');
  const history = await tx.query<{ password_hash: string }>(
    'SELECT password_hash FROM password_history WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
    [userId, PASSWORD_RULES.previousPasswords],
  );
  const previous = [
    ...new Set([user.password_hash, ...history.map((row) => row.password_hash)]),
  ].slice(0, PASSWORD_RULES.previousPasswords);
  for (const hash of previous) {
    if (await verifyPassword(password, hash)) throw passwordRule('AUTH_MS_PV_006');
  }
  const hash = await hashPassword(password);
  await tx.query('UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1', [
    userId,
    hash,
  ]);
  // Seeded members have no history yet: keep their current password in it too.
  if (!history.some((row) => row.password_hash === user.password_hash)) {
    await rememberPassword(tx, userId, user.password_hash);
  }
  await rememberPassword(tx, userId, hash);
}
