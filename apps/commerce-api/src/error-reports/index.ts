// Error reports: the local stand-in of the error-reporting service the shop's reporters (browser
// and server) send to by default, storing what they send so it can be read back. Other modules
// enter it only through this file.

/**
 * `error-reports/notify`, `error-reports/sessions` (the notifier protocol) and
 * `sandbox/error-reports` (what was received).
 */
export { errorReportsRoutes, ERROR_REPORTS_PATHS } from './routes.js';

/** Reading what the collector stored, newest first. */
export { latestReports, type StoredErrorReport } from './collector.js';

/** The collector's table, migration `0013_error_reports`, for the list in `db/migrations.ts`. */
export * as errorReportsMigrations from './migrations.js';
