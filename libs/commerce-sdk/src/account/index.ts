import {
  accountBeautyProfileGet,
  accountBeautyProfileReplace,
  accountList,
  accountPointLogList,
  passwordsCreate,
  passwordsReplace,
  sessionsDelete,
  unlocksCreate,
  unlocksReplace,
  userCreate,
  userList,
} from '../contract/account.js';
import type { SessionsDeleteQuery } from '../contract/types.gen.js';
import { bare, withBody, withQuery } from '../transport/operations.js';
import type { CallInit, Transport } from '../transport/transport.js';

/** User: `user`, `account` (L), `sessions` (D), registration, password reset and unlock. */
export function accountApi(t: Transport) {
  return {
    user: {
      /** The signed-in shopper's profile. */
      list: bare(t, userList),
      /** Registers a member (consents and password rules checked by the contract). */
      create: withBody(t, userCreate),
    },
    account: {
      /** The Beauty Pass account: tier and its message, points, latest point log, insider gifts. */
      list: bare(t, accountList),
      pointLog: {
        /** The whole point log, newest first, a page at a time. */
        list: withQuery(t, accountPointLogList),
      },
      beautyProfile: {
        /** The member's beauty profile. */
        get: bare(t, accountBeautyProfileGet),
        /** Replaces the beauty profile; completing it once earns points. */
        replace: withBody(t, accountBeautyProfileReplace),
      },
    },
    passwords: {
      /** Emails a reset link; the answer never says whether the email exists. */
      create: withBody(t, passwordsCreate),
      /** Sets a new password with the emailed token ('has expired' when it is stale). */
      replace: withBody(t, passwordsReplace),
    },
    unlocks: {
      /** Emails an unlock link; the answer never says whether the email exists. */
      create: withBody(t, unlocksCreate),
      /** Lifts the account's sign-in block with the emailed token ('has expired' when stale). */
      replace: withBody(t, unlocksReplace),
    },
    sessions: {
      /**
       * Signs out: ends the session on the API (every session of the member with
       * `{ scope: 'all' }`) and clears the session cookies.
       */
      async delete({ scope, ...init }: SessionsDeleteQuery & CallInit = {}) {
        try {
          const query = scope ? { scope } : {};
          return await t.call(sessionsDelete, { ...init, query, noRefresh: true });
        } finally {
          t.session?.clear();
        }
      },
    },
  };
}
