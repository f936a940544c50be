// Bookings and happening: activities (in-store services, beauty classes, store events) per country
// and store, their questions, artists and sessions in store time, activity groups, banners, booking
// pages, and reservations (book, read, reschedule, cancel, with emails). Other modules enter it
// only through this file.

/** Routes of bookings and happening. */
export { bookingRoutes } from './routes.js';

/** Bookings' part of the migrations, for the list in `db/migrations.ts`. */
export * as bookingMigrations from './migrations.js';

/** Bookings' seed steps, for the list in `seed/seed.ts`. */
export * as bookingSeed from './seed/steps.js';
