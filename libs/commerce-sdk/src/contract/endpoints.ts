import * as account from './account.js';
import * as auth from './auth.js';
import * as booking from './booking.js';
import * as builds from './builds.js';
import * as cart from './cart.js';
import * as catalogue from './catalogue.js';
import * as checkout from './checkout.js';
import * as content from './content.js';
import * as mail from './mail.js';
import * as member from './member.js';
import * as orders from './orders.js';
import * as payments from './payments.js';
import * as search from './search.js';
import * as stores from './stores.js';

/**
 * Every operation of the contract, keyed by the path of its client method. For the API's
 * router and documentation (OpenAPI) and for tests; the client itself imports descriptors
 * one by one so that bundles keep only what they call.
 */
export const endpoints = {
  'bookingService.activities.list': booking.bookingServiceActivitiesList,
  'bookingService.activities.get': booking.bookingServiceActivitiesGet,
  'bookingService.questions.get': booking.bookingServiceQuestionsGet,
  'bookingService.timeSlots.get': booking.bookingServiceTimeSlotsGet,
  'bookingService.availableSlots.get': booking.bookingServiceAvailableSlotsGet,
  'bookingServices.beautyClasses.list': booking.bookingServicesBeautyClassesList,
  'bookingServices.beautyServices.list': booking.bookingServicesBeautyServicesList,
  'bookingServices.pages.list': booking.bookingServicesPagesList,
  'reservationService.list': booking.reservationServiceList,
  'reservationService.create': booking.reservationServiceCreate,
  'reservationService.get': booking.reservationServiceGet,
  'reservationService.reschedule': booking.reservationServiceReschedule,
  'reservationService.delete': booking.reservationServiceDelete,
  'payments.applePay.address.create': payments.paymentsApplePayAddressCreate,
  'payments.applePay.order.create': payments.paymentsApplePayOrderCreate,
  'payments.applePay.request.get': payments.paymentsApplePayRequestGet,
  'payments.applePay.session.create': payments.paymentsApplePaySessionCreate,
  'paymentSimulator.tokens.create': payments.paymentSimulatorTokensCreate,
  'paymentSimulator.qrPayments.create': payments.paymentSimulatorQrPaymentsCreate,
  'paymentSimulator.bankTransfers.create': payments.paymentSimulatorBankTransfersCreate,
  'paymentSimulator.applePay.paymentData.create':
    payments.paymentSimulatorApplePayPaymentDataCreate,
  'paymentSimulator.webhookDeliveries.list': payments.paymentSimulatorWebhookDeliveriesList,
  'paymentSimulator.webhookDeliveries.redeliver':
    payments.paymentSimulatorWebhookDeliveriesRedeliver,
  'cart.list': cart.cartList,
  'cart.bag.list': cart.cartBagList,
  'cart.itemsCount.list': cart.cartItemsCountList,
  'cart.lineItems.create': cart.cartLineItemsCreate,
  'cart.lineItems.update': cart.cartLineItemsUpdate,
  'cart.lineItems.delete': cart.cartLineItemsDelete,
  'cart.offers.list': cart.cartOffersList,
  'cart.samples.list': cart.cartSamplesList,
  'cart.samples.create': cart.cartSamplesCreate,
  'cart.discountCoupon.create': cart.cartDiscountCouponCreate,
  'cart.discountCoupon.delete': cart.cartDiscountCouponDelete,
  'cart.beautyPassOffers.list': cart.cartBeautyPassOffersList,
  'cart.beautyPassOffers.create': cart.cartBeautyPassOffersCreate,
  'cart.beautyPassOffers.delete': cart.cartBeautyPassOffersDelete,
  'checkoutCart.get': checkout.checkoutCartGet,
  'checkoutCart.replace': checkout.checkoutCartReplace,
  'multipleGwps.get': checkout.multipleGwpsGet,
  'orders.get': orders.ordersGet,
  'orders.list': orders.ordersList,
  'orders.create': orders.ordersCreate,
  'orders.payments.create': orders.ordersPaymentsCreate,
  'orders.enquireKbankPayment.create': orders.ordersEnquireKbankPaymentCreate,
  'storeLocations.list': stores.storeLocationsList,
  'layouts.list': content.layoutsList,
  'layouts.storeServices.activities.list': booking.layoutsStoreServicesActivitiesList,
  'layouts.storeServices.activityGroups.list': booking.layoutsStoreServicesActivityGroupsList,
  'happening.services.activities.list': booking.happeningServicesActivitiesList,
  'happening.services.activities.get': booking.happeningServicesActivitiesGet,
  'happening.services.events.list': booking.happeningServicesEventsList,
  'happening.services.events.get': booking.happeningServicesEventsGet,
  'happening.services.classes.list': booking.happeningServicesClassesList,
  'happening.services.classes.get': booking.happeningServicesClassesGet,
  'happening.activityGroups.list': booking.happeningActivityGroupsList,
  'happening.banners.list': booking.happeningBannersList,
  'brands.list': catalogue.brandsList,
  'categories.list': catalogue.categoriesList,
  'products.get': catalogue.productsGet,
  'products.filters.list': catalogue.productsFiltersList,
  'variants.list': catalogue.variantsList,
  'featuredProducts.create': catalogue.featuredProductsCreate,
  'search.list': search.searchList,
  'search.popularQueries.list': search.searchPopularQueriesList,
  'components.searchInputDropdown.list': search.componentsSearchInputDropdownList,
  'user.list': account.userList,
  'user.create': account.userCreate,
  'account.list': account.accountList,
  'account.pointLog.list': account.accountPointLogList,
  'account.beautyProfile.get': account.accountBeautyProfileGet,
  'account.beautyProfile.replace': account.accountBeautyProfileReplace,
  'passwords.create': account.passwordsCreate,
  'passwords.replace': account.passwordsReplace,
  'sandbox.users.list': account.sandboxUsersList,
  'sandbox.users.get': account.sandboxUsersGet,
  'sandbox.users.create': account.sandboxUsersCreate,
  'sandbox.users.update': account.sandboxUsersUpdate,
  'sandbox.users.delete': account.sandboxUsersDelete,
  'sandbox.mail.list': mail.sandboxMailList,
  'sandbox.orders.transitions.get': orders.sandboxOrdersTransitionsGet,
  'sandbox.orders.status.create': orders.sandboxOrdersStatusCreate,
  'sandbox.reservations.expire.create': booking.sandboxReservationsExpireCreate,
  'sessions.delete': account.sessionsDelete,
  'unlocks.create': account.unlocksCreate,
  'unlocks.replace': account.unlocksReplace,
  'rewards.list': member.rewardsList,
  'rewards.create': member.rewardsCreate,
  'waitlist.list': member.waitlistList,
  'waitlist.update': member.waitlistUpdate,
  'wishlist.list': member.wishlistList,
  'wishlist.update': member.wishlistUpdate,
  'notificationSubscription.list': member.notificationSubscriptionList,
  'notificationSubscription.create': member.notificationSubscriptionCreate,
  'notificationSubscription.subscribe.list': member.notificationSubscriptionSubscribeList,
  'notificationSubscription.subscribe.create': member.notificationSubscriptionSubscribeCreate,
  'seaFalcon.allUserSegments.list': content.seaFalconAllUserSegmentsList,
  'contentful.contentEntries.get': content.contentfulContentEntriesGet,
  'contentful.preview.contentEntries.get': content.contentfulPreviewContentEntriesGet,
  'preview.overlays.get': content.previewOverlaysGet,
  'auth.token.create': auth.authTokenCreate,
  'auth.token.verify.create': auth.authTokenVerifyCreate,
  'auth.social.create': auth.authSocialCreate,
  'builds.meta.get': builds.buildsMetaGet,
  'builds.latest.get': builds.buildsLatestGet,
  'pages.payload.get': builds.pagePayloadGet,
} as const;

/** Name of an operation: the path of its client method. */
export type OperationName = keyof typeof endpoints;
