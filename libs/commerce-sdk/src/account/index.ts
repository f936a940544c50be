import {
  accountList,
  passwordsCreate,
  passwordsReplace,
  sessionsDelete,
  userCreate,
  userList,
} from '../contract/account.js';
import { bare, withBody } from '../transport/operations.js';
import type { CallInit, Transport } from '../transport/transport.js';

/** User: `user`, `account` (L), `sessions` (D), registration and password reset. */
export function accountApi(t: Transport) {
  return {
    user: {
      /** The signed-in shopper's profile. */
      list: bare(t, userList),
      /** Registers a member (consents and password rules checked by the contract). */
      create: withBody(t, userCreate),
    },
    account: {
      /** The Beauty Pass account: tier, points, point log, insider gifts. */
      list: bare(t, accountList),
    },
    passwords: {
      /** Emails a reset link; the answer never says whether the email exists. */
      create: withBody(t, passwordsCreate),
      /** Sets a new password with the emailed token ('has expired' when it is stale). */
      replace: withBody(t, passwordsReplace),
    },
    sessions: {
      /** Signs out: ends the session on the API and clears the session cookies. */
      async delete(init: CallInit = {}) {
        try {
          return await t.call(sessionsDelete, { ...init, noRefresh: true });
        } finally {
          t.session?.clear();
        }
      },
    },
  };
}
