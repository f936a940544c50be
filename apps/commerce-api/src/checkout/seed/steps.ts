import type { Queryable } from '../../db/database.js';
import { bulk } from '../../seed/step.js';
import { paymentMethodSeeds, storeCreditSeeds } from './data.js';

/** The payment methods of each country and members' store credit (step `checkout-v1`). */
export async function demoRows(tx: Queryable): Promise<void> {
  await bulk(
    tx,
    `INSERT INTO payment_methods (country, code, kind, provider, name, position)
     SELECT country, code, kind, provider, name, position
     FROM jsonb_to_recordset($1::jsonb) AS m(country text, code text, kind text, provider text, name text,
       position int)
     ON CONFLICT (country, code) DO NOTHING`,
    paymentMethodSeeds,
  );
  await bulk(
    tx,
    `INSERT INTO store_credits (user_id, country, balance_minor)
     SELECT u.id, s.country, s."balanceMinor"
     FROM jsonb_to_recordset($1::jsonb) AS s(email text, country text, "balanceMinor" int)
     JOIN users u ON lower(u.email) = lower(s.email)
     ON CONFLICT (user_id, country) DO NOTHING`,
    storeCreditSeeds,
  );
}

/** The brands of the demo payment methods (step `checkout-v2`, after migration 0015). */
export async function methodBrands(tx: Queryable): Promise<void> {
  await bulk(
    tx,
    `UPDATE payment_methods p SET brand = m.brand
     FROM jsonb_to_recordset($1::jsonb) AS m(country text, code text, brand text)
     WHERE p.country = m.country AND p.code = m.code`,
    paymentMethodSeeds,
  );
}
