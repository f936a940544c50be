import { Hono } from 'hono';
import type { Database } from '../db/database.js';
import type { TrustedProxies } from '../http/client-address.js';
import { passwordRoutes } from './passwords.js';
import { profileRoutes } from './profile.js';
import { sandboxRoutes } from './sandbox.js';
import { signInRoutes } from './sign-in.js';
import { unlockRoutes } from './unlocks.js';

/** Accounts: sign-in and sessions, registration, profile, Beauty Pass, passwords, unlock, sandbox users. */
export function accountRoutes(db: Database, trustedProxies: TrustedProxies) {
  const app = new Hono();
  app.route('/', signInRoutes(db, trustedProxies));
  app.route('/', profileRoutes(db));
  app.route('/', passwordRoutes(db));
  app.route('/', unlockRoutes(db));
  app.route('/', sandboxRoutes(db));
  return app;
}
