import {
  sandboxUsersCreate,
  sandboxUsersDelete,
  sandboxUsersGet,
  sandboxUsersList,
  sandboxUsersUpdate,
} from '../contract/account.js';
import { sandboxReservationsExpireCreate } from '../contract/booking.js';
import { sandboxMailList } from '../contract/mail.js';
import { sandboxOrdersStatusCreate, sandboxOrdersTransitionsGet } from '../contract/orders.js';
import { bare, byId, byIdWithBody, withBody, withQuery } from '../transport/operations.js';
import type { Transport } from '../transport/transport.js';

/**
 * The sandbox: `sandbox/…` calls for tests and the storefront's /sandbox pages. The API refuses
 * them in production.
 */
export function sandboxApi(t: Transport) {
  return {
    sandbox: {
      /** Test users (L, S, C, U, D). */
      users: {
        list: bare(t, sandboxUsersList),
        get: byId(t, sandboxUsersGet),
        create: withBody(t, sandboxUsersCreate),
        update: byIdWithBody(t, sandboxUsersUpdate),
        delete: byId(t, sandboxUsersDelete),
      },
      /** The emails queued for an address: password reset links, order mails. */
      mail: { list: withQuery(t, sandboxMailList) },
      /** Orders through their lifecycle: where one may move next, and moving it. */
      orders: {
        transitions: { get: byId(t, sandboxOrdersTransitionsGet) },
        status: { create: byIdWithBody(t, sandboxOrdersStatusCreate) },
      },
      /** Bookings: expiring one (its session moved into the past). */
      reservations: { expire: { create: byId(t, sandboxReservationsExpireCreate) } },
    },
  };
}
