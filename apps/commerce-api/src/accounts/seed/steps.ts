import { hashPassword } from '../../auth/index.js';
import type { Queryable } from '../../db/database.js';
import { bulk } from '../../seed/step.js';
import { SEEDED_USER_PASSWORD, userSeeds } from './users.js';

/** The demo members (step `members-v1`). */
export async function members(tx: Queryable): Promise<void> {
  const rows = await Promise.all(
    userSeeds.map(async (user) => ({
      ...user,
      passwordHash: await hashPassword(SEEDED_USER_PASSWORD),
    })),
  );
  await bulk(
    tx,
    `INSERT INTO users (email, password_hash, first_name, last_name, country, tier, points, is_employee, segments)
     SELECT email, "passwordHash", "firstName", "lastName", country, tier, points, "isEmployee", segments
     FROM jsonb_to_recordset($1::jsonb) AS u(email text, "passwordHash" text, "firstName" text, "lastName" text,
       country text, tier text, points int, "isEmployee" boolean, segments text[])
     ON CONFLICT DO NOTHING`,
    rows,
  );
}
