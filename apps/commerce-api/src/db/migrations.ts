import { accountsMigrations as accounts } from '../accounts/index.js';
import { authMigrations as auth } from '../auth/index.js';
import { bagMigrations as bag } from '../bag/index.js';
import { bookingMigrations as booking } from '../booking/index.js';
import { catalogueMigrations as catalogue } from '../catalogue/index.js';
import { checkoutMigrations as checkout } from '../checkout/index.js';
import { contentMigrations as content } from '../content/index.js';
import { errorReportsMigrations as errorReports } from '../error-reports/index.js';
import { experimentsMigrations as experiments } from '../experiments/index.js';
import { loyaltyMigrations as loyalty } from '../loyalty/index.js';
import { mailMigrations as mail } from '../mail/index.js';
import { memberMigrations as member } from '../member/index.js';
import { ordersMigrations as orders } from '../orders/index.js';
import { paymentSimulatorMigrations as simulator } from '../payment-simulator/index.js';
import { paymentsMigrations as payments } from '../payments/index.js';
import { storesMigrations as stores } from '../stores/index.js';
import type { Migration } from './migrate.js';

/** The seed runner's record of the steps it has run (`seed/seed.ts`). */
const seedRuns = `
  CREATE TABLE seed_runs (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  );
`;

/**
 * The periodic jobs' leases (`schedule.ts`): one row per job, claimed by the instance that runs
 * its round, so a job runs once per period however many instances share the database.
 */
const jobLeases = `
  CREATE TABLE job_leases (
    name text PRIMARY KEY,
    started_at timestamptz NOT NULL,
    instance text NOT NULL,
    runs bigint NOT NULL DEFAULT 1
  );
`;

/**
 * Schema migrations, applied once each and in this order. Each domain keeps its tables' SQL in its
 * own `migrations.ts`; the first ones shipped spanning several domains, so they are the domains'
 * parts concatenated in the order they shipped in (`migrations.test.ts` checks the text). Never
 * edit one that has shipped: append a new one, its SQL in the domain that owns the tables.
 */
export const migrations: readonly Migration[] = [
  { id: '0001_brands_and_layouts', sql: catalogue.brands + content.layouts + seedRuns },
  {
    id: '0002_catalogue_stores_content_members',
    sql:
      catalogue.products +
      stores.stores +
      content.entries +
      catalogue.popularQueries +
      accounts.users,
  },
  {
    id: '0003_accounts',
    sql: accounts.profiles + auth.sessions + accounts.resetsPointsAndIdentities,
  },
  { id: '0004_bag', sql: bag.tables + member.lists },
  { id: '0005_signing_secret', sql: auth.signingSecrets },
  { id: '0006_sign_in_buckets', sql: auth.signInBuckets },
  { id: '0007_mail_outbox', sql: mail.outbox },
  { id: '0008_checkout', sql: checkout.checkout },
  { id: '0009_orders', sql: orders.orders },
  { id: '0010_payments', sql: payments.tables + simulator.tables },
  { id: '0011_loyalty', sql: loyalty.loyalty },
  { id: '0012_booking', sql: stores.timeZone + booking.tables },
  { id: '0013_error_reports', sql: errorReports.reports },
  { id: '0014_account_unlock', sql: auth.unlockOutcome + accounts.unlockTokens },
  {
    id: '0015_consents_gst_brands_payment_attempts',
    sql:
      checkout.methodBrands +
      orders.consentsAndPaymentAttempts +
      orders.gstAmounts +
      payments.attempts,
  },
  { id: '0016_job_leases_and_flags_tracking', sql: experiments.tracking + jobLeases },
  { id: '0017_catalogue_listing', sql: catalogue.listing },
  { id: '0018_listing_rows_in_tile_order', sql: catalogue.listingTileOrder },
];
