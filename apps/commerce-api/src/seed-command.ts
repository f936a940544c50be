// `npm run seed -w @beauty/commerce-api [-- --catalogue-scale 10]`: migrates and seeds the
// database the API would open (`DATABASE_URL`, else the embedded one in `COMMERCE_DATA_DIR` or
// `.data/pglite`), without serving it. `--catalogue-scale` (1 to 100, default 1) makes the
// catalogue that many times the default size, deterministically, to measure how the API's cost
// grows; only a database whose catalogue is not seeded yet takes it.
import { parseArgs } from 'node:util';
import { defaultDataDir } from './data-dir.js';
import { prepareDatabase } from './prepare.js';

const { values } = parseArgs({ options: { 'catalogue-scale': { type: 'string', default: '1' } } });
const catalogueScale = Number(values['catalogue-scale']);
if (!Number.isInteger(catalogueScale) || catalogueScale < 1 || catalogueScale > 100) {
  console.error('--catalogue-scale: a whole number from 1 to 100');
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const db = await prepareDatabase(
  databaseUrl ? { databaseUrl, catalogueScale } : { dataDir: defaultDataDir(), catalogueScale },
);
try {
  const [counts] = await db.query<{ products: number; variants: number; offers: number }>(
    `SELECT (SELECT count(*) FROM products)::int AS products,
            (SELECT count(*) FROM variants)::int AS variants,
            (SELECT count(*) FROM variant_offers)::int AS offers`,
  );
  console.log(
    `Seeded (${db.engine}): ${counts!.products} products, ${counts!.variants} variants, ${counts!.offers} offers`,
  );
} finally {
  await db.close();
}
