import { CountryCodeSchema } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../../db/database.js';
import { bulk } from '../../seed/step.js';
import { seededBrandNames } from '../../catalogue/index.js';
import { contentSeeds, overlaySeeds, userSegments } from './entries.js';
import { defaultLayoutConfig } from './layouts.js';
import { legalPageSeeds } from './legal.js';

const countries = CountryCodeSchema.options;

/** The default layout of every country (step `catalogue-v1`, after the brands). */
export async function layouts(tx: Queryable): Promise<void> {
  await bulk(
    tx,
    `INSERT INTO layouts (layout, country, config)
     SELECT 'default', country, config FROM jsonb_to_recordset($1::jsonb) AS l(country text, config jsonb)
     ON CONFLICT (layout, country) DO NOTHING`,
    countries.map((country) => ({ country, config: defaultLayoutConfig })),
  );
}

/** Entries, the welcome overlay, user segments (step `stores-and-content-v1`, after stores). */
export async function entries(tx: Queryable): Promise<void> {
  await bulk(
    tx,
    `INSERT INTO content_entries (country, language, slug, kind, preview, segments, title, description, blocks)
     SELECT country, language, slug, kind, preview, segments, title, description, blocks
     FROM jsonb_to_recordset($1::jsonb) AS e(country text, language text, slug text, kind text, preview boolean,
       segments text[], title text, description text, blocks jsonb)
     ON CONFLICT (country, language, slug, preview) DO NOTHING`,
    contentSeeds(seededBrandNames),
  );
  await bulk(
    tx,
    `INSERT INTO overlays (id, country, language, title, body, cta)
     SELECT id, country, language, title, body, cta
     FROM jsonb_to_recordset($1::jsonb) AS o(id text, country text, language text, title text, body text, cta jsonb)
     ON CONFLICT DO NOTHING`,
    overlaySeeds(),
  );
  await bulk(
    tx,
    `INSERT INTO user_segments (key, name)
     SELECT key, name FROM jsonb_to_recordset($1::jsonb) AS s(key text, name text)
     ON CONFLICT (key) DO NOTHING`,
    userSegments,
  );
}

/**
 * The privacy policy and the terms in sections (step `legal-pages-v1`): they replace the one-block
 * pages `stores-and-content-v1` shipped, in every country and language.
 */
export async function legalPages(tx: Queryable): Promise<void> {
  await bulk(
    tx,
    `INSERT INTO content_entries (country, language, slug, kind, preview, segments, title, description, blocks)
     SELECT country, language, slug, kind, preview, segments, title, description, blocks
     FROM jsonb_to_recordset($1::jsonb) AS e(country text, language text, slug text, kind text, preview boolean,
       segments text[], title text, description text, blocks jsonb)
     ON CONFLICT (country, language, slug, preview) DO UPDATE
       SET kind = EXCLUDED.kind, title = EXCLUDED.title, description = EXCLUDED.description,
         blocks = EXCLUDED.blocks, updated_at = now()`,
    legalPageSeeds(),
  );
}
