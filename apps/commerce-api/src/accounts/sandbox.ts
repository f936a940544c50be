import {
  IdParamSchema,
  sandboxUsersCreate,
  sandboxUsersDelete,
  sandboxUsersGet,
  sandboxUsersList,
  sandboxUsersUpdate,
  type SandboxUser,
} from '@beauty/commerce-sdk/contract';
import { Hono } from 'hono';
import { hashPassword } from '../auth/index.js';
import type { Database, Queryable } from '../db/database.js';
import { fitsIdColumn } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import { mount } from '../http/route.js';
import { parseInput } from '../http/validation.js';
import { EMAIL_TAKEN_MESSAGE, rememberPassword } from './members.js';

const sandboxUserSql = `SELECT id, email, first_name AS "firstName", last_name AS "lastName", tier,
  points AS "pointsBalance", is_employee AS "isEmployee", country FROM users`;

/** `sandbox/users/` (L, S, C, U, D): test users for the sandbox pages and tests, never in production. */
export function sandboxRoutes(db: Database) {
  const app = new Hono();

  const sandboxId = (params: Record<string, string>) => {
    const id = parseInput(IdParamSchema, params.id);
    if (!fitsIdColumn(id)) throw new ApiError(404, 'User not found');
    return id;
  };
  const findSandboxUser = async (tx: Queryable, id: number) => {
    const [user] = await tx.query<SandboxUser>(`${sandboxUserSql} WHERE id = $1`, [id]);
    if (!user) throw new ApiError(404, 'User not found');
    return user;
  };

  mount(app, sandboxUsersList, async () => {
    const users = await db.query<SandboxUser>(`${sandboxUserSql} ORDER BY id LIMIT 500`);
    return { data: users, meta: { total: users.length } };
  });

  mount(app, sandboxUsersGet, async ({ params }) => ({
    data: await findSandboxUser(db, sandboxId(params)),
  }));

  mount(app, sandboxUsersCreate, async ({ c, body, language }) => {
    const hash = await hashPassword(body.password);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, country, language, tier,
           points, is_employee)
         VALUES (lower($1), $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          body.email,
          hash,
          body.firstName,
          body.lastName,
          body.country,
          language,
          body.tier,
          body.pointsBalance,
          body.isEmployee,
        ],
      );
      if (row) await rememberPassword(tx, row.id, hash);
      return row?.id;
    });
    if (!id) throw new ApiError(409, EMAIL_TAKEN_MESSAGE);
    return c.json({ data: await findSandboxUser(db, id) }, 201);
  });

  mount(app, sandboxUsersUpdate, async ({ params, body }) => {
    const id = sandboxId(params);
    return {
      data: await db.transaction(async (tx) => {
        const [current] = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [id]);
        if (!current) throw new ApiError(404, 'User not found');
        // A changed balance is logged by the database as a manual adjustment: the log explains it.
        await tx.query(
          `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
             tier = coalesce($4, tier), points = coalesce($5, points),
             is_employee = coalesce($6, is_employee), country = coalesce($7, country)
           WHERE id = $1`,
          [
            id,
            body.firstName ?? null,
            body.lastName ?? null,
            body.tier ?? null,
            body.pointsBalance ?? null,
            body.isEmployee ?? null,
            body.country ?? null,
          ],
        );
        return findSandboxUser(tx, id);
      }),
    };
  });

  mount(app, sandboxUsersDelete, async ({ params }) => {
    const id = sandboxId(params);
    const [deleted] = await db
      .query<{ id: number }>('DELETE FROM users WHERE id = $1 RETURNING id', [id])
      .catch((error: unknown) => {
        // Rows of other features (orders and the like) may still name the member.
        if ((error as { code?: string }).code === '23503') {
          throw new ApiError(409, 'This user still has data and cannot be deleted');
        }
        throw error;
      });
    if (!deleted) throw new ApiError(404, 'User not found');
    return { data: { deleted: true as const } };
  });

  return app;
}
