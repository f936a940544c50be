// English messages of the deferred sections (see DEFERRED_SECTIONS): the bag's offers, checkout,
// orders, booking, Beauty Pass and account pages. Browsers load them with those pages.
// With ../en.ts, the source of truth of keys and ICU arguments.
export default {
  // Promo codes and offers
  'promo.label': 'Promo code',
  'promo.apply': 'Apply',
  'promo.applied': 'Promo code {code} has been applied.',
  'promo.removed': 'Promo code {code} has been removed.',
  'promo.case_sensitive': 'Promo codes are case sensitive.',
  'promo.min_order': 'This promo code needs a minimum order of {amount}.',
  'promo.first_time_only': 'This promo code is for first-time customers only.',
  'promo.restricted': 'This promo code only applies to selected products or brands.',
  'promo.expired': 'This promo code expired on {date}.',
  'promo.no_credits': 'Promo codes cannot be combined with credits.',
  'promo.one_per_order': 'Only one promo code can be used per order.',
  'offer.min_spend': 'Min. spend {amount}',
  'offer.valid_till': 'Valid till {date}',
  'offer.percent_off': '{percent} off',
  'offer.birthday_double_points': 'Enjoy double points on your birthday purchases.',
  'offer.staff_discount':
    'Staff discount: {percent} off all items and {ownBrandPercent} off our own-brand collection.',
  'offer.coupon_code': 'Use code {code}',

  // Passwords
  'password.AUTH_MS_PV_001': 'Password must be at least 8 characters long.',
  'password.AUTH_MS_PV_002': 'Password must contain at least 1 digit.',
  'password.AUTH_MS_PV_003': 'Password must contain at least 1 special character (e.g. @, $, #).',
  'password.AUTH_MS_PV_004': 'Password must contain at least 1 lowercase and 1 uppercase letter.',
  'password.AUTH_MS_PV_005': 'Password must not be the same as your email.',
  'password.AUTH_MS_PV_006':
    'Password must not be the same as your email or your previous 2 passwords.',
  'password.AUTH_MS_PV_007': 'Password does not match.',

  // Consent checkboxes
  'consent.personal_data':
    'I agree to the collection and use of my personal data as described in the <privacyLink>Privacy Policy</privacyLink>.',
  'consent.third_parties':
    'I agree to the disclosure of my personal data to third parties as described in the <privacyLink>Privacy Policy</privacyLink>.',
  'consent.over_14': 'I confirm that I am over 14 years old.',
  'consent.marketing':
    'I would like to receive news, offers and event invitations by email and SMS.',
  'consent.terms': 'By continuing, you agree to our <termsLink>Terms and Conditions</termsLink>.',
  'consent.compulsory': 'Compulsory',
  'consent.mandatory': 'Mandatory',
  'consent.optional': 'Optional',
  'consent.required_error': 'Please tick this box to continue.',

  // Booking
  'booking.select_service': 'Select a service',
  'booking.find_slot': 'Find a time slot',
  'booking.choose_artist': 'Choose an artist',
  'booking.any_artist': 'Any available artist',
  'booking.contact_details': 'Contact details',
  'booking.full_name': 'Full name',
  'booking.email': 'Email',
  'booking.phone': 'Phone number',
  'booking.phone_optional': 'Phone number (optional)',
  'booking.full_name_required': 'Full Name is required',
  'booking.invalid_email': 'Invalid email',
  'booking.invalid_phone': 'Invalid phone number',
  'booking.required_field': 'Required field',
  'booking.character_limit': 'Character limit exceeded',
  'booking.duration': '{duration, plural, one {# minute} other {# minutes}}',
  'booking.capacity':
    '{capacity, plural, =0 {Fully booked} one {# spot left} other {# spots left}}',
  'booking.slot': '{date}, {start} – {end}',
  'booking.with_artist': 'with {name}',
  'booking.price': 'Price: {price}',
  'booking.book': 'Book now',
  'booking.confirmed_title': 'You are booked, {name}!',
  'booking.confirmed_text':
    'Your booking on {date} at {time} is confirmed. We have sent the details to {email}.',
  'booking.confirmation_number': 'Confirmation number: {number}',
  'booking.reschedule': 'Reschedule',
  'booking.rescheduled': 'Your booking has been moved to {date} at {time}.',
  'booking.cancel': 'Cancel booking',
  'booking.cancel_confirm': 'Are you sure you want to cancel your booking?',
  'booking.cancelled': 'Your booking has been cancelled.',
  'booking.no_slots': 'No time slots available. Please choose another date.',
  'booking.expired': 'This booking has expired and can no longer be rescheduled or cancelled.',
  'booking.not_completed': 'Your booking was not completed. Please go back and try again.',

  // Payment
  'payment.qr_expired': 'The QR code has expired. Please retry your payment.',
  'payment.failed': 'Your payment failed. We have emailed you instructions to retry.',
  'payment.blocked': 'Your payment was blocked. Please <link>contact customer support</link>.',
  'payment.retry': 'Retry payment',
  'payment.pay_before': 'Please complete your payment before {expiry}.',

  // Order page
  'order.number': 'Order {number}',
  'order.placed_on': 'Placed on {date}',
  'order.payment_method': 'Payment method',
  'order.delivery_option': 'Delivery option',
  'order.estimated_delivery': 'Estimated delivery: {start} – {end}',
  'order.recipient': 'Recipient',
  'order.registration_number': 'Registration number',
  'order.shipping_address': 'Shipping address',
  'order.collection_address': 'Collection address',
  'order.amount_in_currency': 'Amount ({currencySymbol})',
  'order.subtotal': 'Subtotal',
  'order.discount': 'Discount',
  'order.price_before_gst': 'Price before GST',
  'order.gst': 'GST ({percent})',
  'order.points_earned': 'Points earned',
  'order.shipping': 'Shipping',
  'order.gift_card': 'Gift card',
  'order.total': 'Total',

  // Order and shipping statuses: short labels (some shared), long titles and descriptions
  'order.label.cod': 'Cash on delivery',
  'order.label.paid': 'Paid',
  'order.label.payment_pending': 'Payment pending',
  'order.label.payment_unsuccessful': 'Payment unsuccessful',
  'order.label.payment_expired': 'Payment expired',
  'order.label.payment_cancelled': 'Payment cancelled',
  'order.label.processing': 'Processing',
  'order.label.shipped': 'Shipped',
  'order.label.delivered': 'Delivered',
  'order.label.returned': 'Returned',
  'order.label.cancelled': 'Cancelled',
  'order.label.purchased': 'Purchased',
  'order.label.bank_transfer_pending': 'Verifying payment',
  'order.label.order_placed': 'Order placed',
  'order.label.dispatch_in_progress': 'Preparing for dispatch',
  'order.label.lost': 'Parcel lost',
  'order.label.ready_for_pick_up': 'Ready for pickup',
  'order.label.booked_for_delivery': 'Booked for delivery',
  'order.label.in_transit': 'In transit',
  'order.label.with_driver': 'Out for delivery',
  'order.label.completed': 'Completed',
  'order.label.delivery_attempted': 'Delivery attempted',
  'order.label.awaiting_collection': 'Awaiting collection',
  'order.label.awaiting_drop_off': 'Awaiting drop-off',
  'order.label.pickup_failed': 'Pickup failed',
  'order.label.delivery_failed': 'Delivery failed',
  'order.label.return_requested': 'Return requested',
  'order.label.return_booked': 'Return booked',
  'order.label.return_booking_failed': 'Return booking failed',
  'order.label.invalidated': 'Invalidated',
  'order.label.damaged': 'Damaged',
  'order.label.order_cancelled': 'Order cancelled',
  'order.label.customs': 'Customs clearance',
  'order.label.customs_failed': 'Customs clearance failed',
  'order.label.customs_awaiting_payment': 'Customs payment needed',
  'order.label.insufficient_address': 'Address incomplete',
  'order.label.unconfirmed': 'Unconfirmed',

  'order.status.cod.long_title': 'Your order is confirmed',
  'order.status.cod.description':
    'Please have the exact amount ready in cash when your parcel arrives.',
  'order.status.paid.long_title': 'Thank you, your payment was successful',
  'order.status.paid.description':
    'We have received your payment and are getting your order ready.',
  'order.status.payment_pending.long_title': 'Your payment is pending',
  'order.status.payment_pending.description':
    'Please complete your payment so that we can process your order.',
  'order.status.payment_pending.method_description':
    'We are waiting for confirmation from your payment provider. Your payment will be confirmed within 24 hours.',
  'order.status.payment_pending.kbank_description':
    'Please complete your payment in the K PLUS app. Once KBank confirms it, we will process your order.',
  'order.status.payment_pending.doku_description':
    'Please transfer the total amount to the virtual account shown below before {expiry}. Your order will be processed once DOKU confirms the payment.',
  'order.status.payment_pending.verifying_kbank_payment_description':
    'We are verifying your payment with KBank. This can take up to 24 hours, and we will email you once it is confirmed.',
  'order.status.payment_failed.long_title': 'Your payment was unsuccessful',
  'order.status.payment_failed.description':
    'We could not process your payment. We have emailed you instructions to retry.',
  'order.status.payment_failed.qr_description':
    'The QR code has expired. Please retry your payment to complete your order.',
  'order.status.payment_blocked.long_title': 'Your payment was blocked',
  'order.status.payment_blocked.description':
    'For your security, this payment was blocked. Please <link>contact customer support</link> for help.',
  'order.status.payment_expired.long_title': 'Your payment has expired',
  'order.status.payment_expired.description':
    'The time to complete your payment has run out, so your order was not placed. Please order again.',
  'order.status.payment_cancelled.long_title': 'Your payment was cancelled',
  'order.status.payment_cancelled.description':
    'The payment was cancelled, so your order was not placed. Please order again whenever you are ready.',
  'order.status.processing.long_title': 'We are preparing your order',
  'order.status.processing.description':
    'Your order is being packed. We will email you as soon as it is on its way.',
  'order.status.shipped.long_title': 'Your order is on its way',
  'order.status.shipped.description':
    'Your parcel has left our warehouse. Tracking updates can take up to 24 hours to appear.',
  'order.status.delivered.long_title': 'Your order has been delivered',
  'order.status.delivered.description':
    'Enjoy your new favourites! Your <href>Beauty Pass points</href> will be updated within 3 working days.',
  'order.status.returned.long_title': 'Your order has been returned',
  'order.status.returned.description':
    'Your parcel has been returned to us. If you have any questions, please <link>contact us</link>.',
  'order.status.returned_to_sender.long_title': 'Your parcel was returned to us',
  'order.status.returned_to_sender.description':
    'The courier could not deliver your parcel and returned it to us. Please <link>contact us</link> to arrange a new delivery or a refund.',
  'order.status.cancelled.long_title': 'Your order has been cancelled',
  'order.status.cancelled.description':
    'Your order amount and any points used will be refunded. If you have any questions, please <link>contact us</link>.',
  'order.status.purchased.long_title': 'Thank you for your purchase',
  'order.status.purchased.description':
    'Your in-store purchase has been recorded and your <href>Beauty Pass points</href> have been added.',
  'order.status.bank_transfer_pending.long_title': 'We are verifying your payment',
  'order.status.bank_transfer_pending.description':
    'Your bank transfer is being verified. You will receive a confirmation email once it is complete.',
  'order.status.order_placed.long_title': 'Thank you, your order has been placed',
  'order.status.order_placed.description':
    'We have received your order and sent a confirmation to your email.',
  'order.status.dispatch_in_progress.long_title': 'Your order is being prepared',
  'order.status.dispatch_in_progress.description':
    'We are packing your order and handing it to our courier.',
  'order.status.lost_in_transit.long_title': 'Your parcel was lost in transit',
  'order.status.lost_in_transit.description':
    'We are sorry, your parcel was lost on its way to you. Please <link>contact us</link> and we will make it right.',
  'order.status.ready_for_pick_up.long_title': 'Your order is ready for pickup',
  'order.status.ready_for_pick_up.description':
    'Your order is waiting for you at the store. Please bring your order number.',
  'order.status.booked_for_delivery.long_title': 'Your delivery is booked',
  'order.status.booked_for_delivery.description':
    'Our courier has scheduled your delivery. You will receive tracking details soon.',
  'order.status.in_transit.long_title': 'Your order is on its way',
  'order.status.in_transit.description':
    'Your parcel is with our courier. The tracking link will be updated within 24 hours.',
  'order.status.with_driver.long_title': 'Your parcel is out for delivery',
  'order.status.with_driver.description':
    'The driver has your parcel and will deliver it today. Please keep your phone nearby.',
  'order.status.completed.long_title': 'Your order is complete',
  'order.status.completed.description':
    'Thank you for shopping with us! Your <href>Beauty Pass points</href> will be updated within 3 working days.',
  'order.status.delivery_attempted.long_title': 'We tried to deliver your parcel',
  'order.status.delivery_attempted.description':
    'Nobody was available to receive your parcel. The courier will try again or contact you.',
  'order.status.awaiting_collection.long_title': 'Your parcel is waiting for you',
  'order.status.awaiting_collection.description':
    'Please collect your parcel from the collection point within 5 working days, or it will be returned to us.',
  'order.status.awaiting_drop_off.long_title': 'Waiting for your return parcel',
  'order.status.awaiting_drop_off.description':
    'Please drop off your return parcel at the chosen location.',
  'order.status.pickup_failed.long_title': 'The courier could not pick up your parcel',
  'order.status.pickup_failed.description':
    'We were unable to pick up your return. Please <link>contact us</link> to arrange another pickup.',
  'order.status.delivery_failed.long_title': 'We could not deliver your parcel',
  'order.status.delivery_failed.description':
    'The courier was unable to deliver your parcel. Please <link>contact us</link> so we can arrange delivery.',
  'order.status.return_requested.long_title': 'Your return request was received',
  'order.status.return_requested.description':
    'We are reviewing your return request and will email you the next steps.',
  'order.status.return_booked.long_title': 'Your return is booked',
  'order.status.return_booked.description':
    'A courier has been booked to collect your return. We will email you the details.',
  'order.status.return_booking_failed.long_title': 'We could not book your return',
  'order.status.return_booking_failed.description':
    'Something went wrong while booking your return. Please <link>contact us</link> for help.',
  'order.status.invalidated.long_title': 'Your order is no longer valid',
  'order.status.invalidated.description':
    'This order could not be completed. Any amount paid will be refunded. Please <link>contact us</link> if you have questions.',
  'order.status.damaged.long_title': 'Your parcel was damaged',
  'order.status.damaged.description':
    'We are sorry, your parcel was damaged in transit. Please <link>contact us</link> and we will make it right.',
  'order.status.lost.long_title': 'Your parcel is lost',
  'order.status.lost.description':
    'We are sorry, we cannot locate your parcel. Please <link>contact us</link> and we will make it right.',
  'order.status.order_cancelled.long_title': 'Your order has been cancelled',
  'order.status.order_cancelled.description':
    'Your order may have been cancelled because an item was out of stock, or because of bulk buying: we normally allow 2-6 units of the same product per customer at a time. Your order amount and points will be refunded. If you have questions, please <link>contact us</link>.',
  'order.status.customs_on_hold.long_title': 'Your parcel is held at customs',
  'order.status.customs_on_hold.description':
    'Customs is holding your parcel for checks. We will update you as soon as it is released.',
  'order.status.customs_failed.long_title': 'Your parcel did not clear customs',
  'order.status.customs_failed.description':
    'Your parcel could not clear customs. Please <link>contact us</link> for help.',
  'order.status.with_customs.long_title': 'Your parcel is with customs',
  'order.status.with_customs.description':
    'Your parcel is going through customs clearance, which can take a few days.',
  'order.status.customs_awaiting_payment.long_title': 'Customs duties are due',
  'order.status.customs_awaiting_payment.description':
    'Duties or taxes must be paid before customs releases your parcel. Please follow the instructions from the courier.',
  'order.status.insufficient_address.long_title': 'We need more address details',
  'order.status.insufficient_address.description':
    'Your delivery address is incomplete. Please <link>contact us</link> with your full address.',
  'order.status.untrackable.long_title': 'We cannot track your parcel',
  'order.status.untrackable.description':
    'Tracking for your parcel is unavailable. Please <link>contact us</link> if it has not arrived.',
  'order.status.unconfirmed.long_title': 'Your order is not confirmed yet',
  'order.status.unconfirmed.description':
    'We are confirming your order and will email you once it is confirmed.',

  // Click and collect
  'cnc.label.picked_up': 'Picked up',
  'cnc.label.processing': 'Processing',
  'cnc.label.ready_for_pick_up': 'Ready for pickup',
  'cnc.label.payment_pending': 'Payment pending',
  'cnc.label.order_cancelled': 'Order cancelled',
  'cnc.label.order_placed': 'Order placed',
  'cnc.completed.long_title': 'Your order has been picked up',
  'cnc.completed.description':
    'Thank you for collecting your order! Your <href>Beauty Pass points</href> will be updated within 3 working days.',
  'cnc.ready_for_pick_up.long_title': 'Your order is ready for pickup',
  'cnc.ready_for_pick_up.description':
    'Bring a phone that can receive a one-time password (OTP): you will need it to collect your order.',
  'cnc.order_cancelled.long_title': 'Your click and collect order has been cancelled',
  'cnc.order_cancelled.description':
    'Your order amount and points will be refunded. If you have questions, please <link>contact us</link>.',
  'cnc.order_placed.long_title': 'Thank you, your order has been placed',
  'cnc.order_placed.description': 'We will email you when your order is ready for pickup.',
  'cnc.fraud_check_pending.description':
    'We are checking your order. If you have not received an email after 4 hours, please <link>contact customer service</link>.',
  'cnc.pickup_note.paid':
    'Your order will be held for 7 days from the date it is ready for collection.',
  'cnc.pickup_note.fraud_check_pending':
    'Please wait for our email before going to the store to collect your order.',
  'cnc.pickup_note.payment_pending': 'Your order can be collected once your payment is confirmed.',
  'cnc.pickup_note.payment_expired': 'Your payment has expired, so this order cannot be collected.',
  'cnc.pickup_note.payment_failed':
    'Your payment was unsuccessful, so this order cannot be collected.',
  'cnc.pickup_note.payment_blocked':
    'Your payment was blocked, so this order cannot be collected. Please <link>contact customer support</link>.',
  'cnc.pickup_note.cancelled': 'This order has been cancelled and cannot be collected.',

  // Loyalty tiers (pink is shown as white)
  'tier.name.white': 'White',
  'tier.name.black': 'Black',
  'tier.name.gold': 'Gold',
  'tier.current': 'You are a {tier} member',
  'tier.white.in_progress': 'Spend {amount} more by {date} to become a Black member.',
  'tier.white.just_downgraded':
    'Your membership is now White. Spend {amount} by {date} to return to Black.',
  'tier.black.just_upgraded': 'Congratulations, {name}! You are now a Black member.',
  'tier.black.in_progress': 'You are {progress} of the way to Gold. Spend {amount} more by {date}.',
  'tier.black.just_downgraded':
    'Your membership is now Black. Spend {amount} by {date} to return to Gold.',
  'tier.black.downgrade_warning':
    'Spend {amount} by {date} to keep your Black membership, or it will move to White.',
  'tier.black.keep_tier': 'You have kept your Black membership until {date}.',
  'tier.gold.just_upgraded':
    'Congratulations, {name}! You are now a Gold member, with early sale access and event invitations.',
  'tier.gold.downgrade_warning':
    'Spend {amount} by {date} to keep your Gold membership, or it will move to Black.',
  'tier.gold.keep_tier': 'You have kept your Gold membership until {date}.',
  'tier.gold.max_tier': 'You have reached our highest tier. Enjoy your Gold privileges!',
  'tier.spend_not_carried':
    'Spend beyond the amount needed to keep your tier is not carried into next year.',

  // Points
  'points.title': 'Beauty Pass points',
  'points.balance': 'You have {points, plural, one {# point} other {# points}}',
  'points.expiring': '{points, plural, one {# point} other {# points}} will expire on {expiry}.',
  'points.expires_in': 'Expires in {days, plural, =0 {less than a day} one {# day} other {# days}}',
  'points.expiry_rule': 'Points expire after 18 months without a purchase or redemption.',
  'points.update_delay': 'Points are updated up to 3 working days after delivery.',
  'points.earned': 'You earned {points, plural, one {# point} other {# points}} with this order.',
  'points.source.manual_points_adjustment': 'Points adjustment',
  'points.source.level_redemption': 'Tier reward redemption',
  'points.source.expired_points': 'Expired points',
  'points.source.survey_points': 'Survey completed',
  'points.source.used_points': 'Points redeemed',
  'points.source.registration_of_product_account': '{productName} account registration',
  'points.source.loyalty_points': 'Loyalty points',
  'points.source.online_review': 'Online review',
  'points.source.published_review': 'Review published',
  'points.source.completed_beauty_profile': 'Beauty profile completed',
  'points.source.downloaded_mobile_app': 'Mobile app downloaded',
  'points.source.referred_mobile_app': 'Mobile app referral',
  'points.source.bonus_points': 'Bonus points',
  'points.source.purchase_points': 'Purchase',
  'points.source.purchase_points_with_order_number': 'Purchase (order {number})',
  'points.source.product_review_with_name': 'Review of {productName}',

  // Insider gifts
  'gift.type.welcome_voucher': 'Welcome voucher',
  'gift.type.birthday_voucher': 'Birthday voucher',
  'gift.type.gold_welcome': 'Gold welcome gift',
  'gift.type.birthday_points': 'Birthday points',
  'gift.type.staff_discount': 'Staff discount',
  'gift.type.others': 'Other gifts',
  // Emails (rendered by the API in the shopper's language)
  'mail.password_reset.subject': 'Reset your password',
  'mail.password_reset.text':
    'We received a request to reset your password. Follow this link within the next hour to choose a new one: {link}\nIf you did not ask for it, you can ignore this email.',
  'mail.order_confirmation.subject': 'Thank you for your order {number}',
  'mail.order_confirmation.text':
    'Hi {name}, we have received your order {number} for {total}. You can follow it here: {link}',
  'mail.payment_retry.subject': 'Your payment for order {number} was unsuccessful',
  'mail.payment_retry.text':
    'Hi {name}, we could not process the payment for your order {number}. Please retry your payment here: {link}',
  'mail.ready_for_pick_up.subject': 'Your order {number} is ready for pickup',
  'mail.ready_for_pick_up.text':
    'Hi {name}, your order {number} is ready for pickup at {store}. Show this one-time password when you collect it: {code}. Please collect it within 5 working days: {link}',
  'mail.booking_confirmation.subject': 'Your booking {number} is confirmed',
  'mail.booking_confirmation.text':
    'Hi {name}, your booking {number} for {activity} at {store} is confirmed for {date} at {time} (store time). To reschedule or cancel it: {link}',
  'mail.booking_cancellation.subject': 'Your booking {number} has been cancelled',
  'mail.booking_cancellation.text':
    'Hi {name}, your booking {number} for {activity} at {store} on {date} at {time} (store time) has been cancelled. We hope to see you soon: {link}',
} as const;
