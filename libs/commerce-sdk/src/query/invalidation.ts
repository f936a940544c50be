import type { CommerceClient } from '../client.js';
import type { OperationPath, READS_BY_POST } from './shape.js';

/**
 * Query key prefixes below the scope (`['cart']` is `['commerce', country, language, 'cart']`);
 * the empty prefix is the whole scope.
 */
export type KeyPrefix = readonly string[];

/** Every query of the scope: a change of who is asking (sign-in, registration, sign-out). */
const everything: readonly KeyPrefix[] = [[]];
/** What the bag shows and what depends on it: bag, count, offers, samples, checkout, gifts. */
const bag: readonly KeyPrefix[] = [['cart'], ['checkoutCart'], ['multipleGwps']];
/** A placed or paid order: its pages, the emptied bag and the Beauty Pass points it earned. */
const placedOrder: readonly KeyPrefix[] = [...bag, ['orders'], ['account'], ['rewards']];
/** A booking changed: the bookings and the slots it took or freed. */
const booking: readonly KeyPrefix[] = [['reservationService'], ['bookingService']];

/** Writes of the client, by operation path. */
export type WriteOperation = Exclude<OperationPath<CommerceClient>, ReadOperation>;
type ReadOperation = `${string}.${'list' | 'get'}` | (typeof READS_BY_POST)[number];

/**
 * What each write makes stale, as key prefixes. A test keeps it complete: every write of the
 * contract has an entry, so a new write cannot silently leave stale data behind.
 */
export const INVALIDATIONS: Readonly<Record<WriteOperation, readonly KeyPrefix[]>> = {
  'reservationService.create': booking,
  'reservationService.reschedule': booking,
  'reservationService.delete': booking,
  // Apple Pay: the shipping address prices the checkout; the order call places the order.
  'payments.applePay.address.create': [['checkoutCart']],
  'payments.applePay.order.create': placedOrder,
  'payments.applePay.session.create': [],
  'paymentSimulator.tokens.create': [],
  'paymentSimulator.qrPayments.create': [['orders'], ['paymentSimulator']],
  'paymentSimulator.bankTransfers.create': [['orders'], ['paymentSimulator']],
  'paymentSimulator.applePay.paymentData.create': [],
  'paymentSimulator.webhookDeliveries.redeliver': [['orders'], ['paymentSimulator']],
  'cart.lineItems.create': bag,
  'cart.lineItems.update': bag,
  'cart.lineItems.delete': bag,
  'cart.samples.create': bag,
  'cart.discountCoupon.create': bag,
  'cart.discountCoupon.delete': bag,
  'cart.beautyPassOffers.create': bag,
  'cart.beautyPassOffers.delete': bag,
  'checkoutCart.replace': bag,
  'orders.create': placedOrder,
  'orders.enquireKbankPayment.create': [['orders']],
  // A new payment attempt: the order's status, and the points a paid order earns.
  'orders.payments.create': [['orders'], ['account'], ['rewards']],
  'user.create': everything,
  'account.beautyProfile.replace': [['account']],
  // Asking for a reset link changes nothing; setting the new password signs no one in.
  'passwords.create': [],
  'passwords.replace': [],
  // Unlocking lifts a sign-in block; no data of the shop changes.
  'unlocks.create': [],
  'unlocks.replace': [],
  'sandbox.users.create': [['sandbox', 'users']],
  'sandbox.users.update': [['sandbox', 'users']],
  'sandbox.users.delete': [['sandbox', 'users']],
  'sandbox.orders.status.create': [['orders'], ['sandbox', 'orders'], ['sandbox', 'mail']],
  'sandbox.reservations.expire.create': booking,
  'sessions.delete': everything,
  // Redeeming spends points and may put the reward in the bag.
  'rewards.create': [['rewards'], ['account'], ...bag],
  'waitlist.update': [['waitlist']],
  'wishlist.update': [['wishlist']],
  'notificationSubscription.create': [['notificationSubscription']],
  'notificationSubscription.subscribe.create': [['notificationSubscription']],
  'auth.token.create': everything,
  'auth.social.create': everything,
  // Checks a token; changes nothing.
  'auth.token.verify.create': [],
};

/**
 * The prefixes a write invalidates: its entry in {@link INVALIDATIONS}, else (a domain object
 * with writes this SDK version does not know) its whole top-level group.
 */
export function invalidationsOf(operation: string): readonly KeyPrefix[] {
  return (
    (INVALIDATIONS as Readonly<Record<string, readonly KeyPrefix[]>>)[operation] ?? [
      [operation.split('.')[0]!],
    ]
  );
}
