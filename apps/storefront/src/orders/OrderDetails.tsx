import type { Order } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { CostSummary, Heading, Text, type CostSummaryRow } from '@beauty/ui';
import type { ReactNode } from 'react';
import { ShopLink } from '../shell/ShopLink';
import { gstOf } from './orderStatus';
import * as styles from './orders.css';

/** The order's lines: picture, product, shade or size, quantity and price. */
function OrderLines({ order }: { order: Order }) {
  const i18n = useI18n();
  return (
    <section className={styles.panel} aria-labelledby="order-items">
      <Heading level={2} id="order-items">
        {i18n.text('order.items')}
      </Heading>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.id} className={styles.line}>
            {line.variant.image ? (
              <img
                className={styles.thumbnail}
                src={line.variant.image.url}
                alt=""
                width={64}
                height={64}
                loading="lazy"
              />
            ) : (
              <span className={styles.thumbnail} />
            )}
            <div>
              <Text size="sm" tone="muted">
                {line.brand.name}
              </Text>
              <Text weight="bold">{line.variant.productName}</Text>
              <Text size="sm">{line.variant.name}</Text>
              <Text size="sm" tone="muted">
                {i18n.text('order.quantity', { count: String(line.quantity) })}
                {line.kind === 'item' ? null : ` · ${i18n.text(`order.line_kind.${line.kind}`)}`}
              </Text>
            </div>
            <Text weight="bold">{i18n.formatPrice(line.total.amount)}</Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where and to whom: recipient, address or collection store, delivery and payment, tracking. */
function Delivery({ order }: { order: Order }) {
  const i18n = useI18n();
  const { recipient, shippingAddress: address, collectionStore } = order;
  const fact = (term: string, definition: ReactNode) => (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{definition}</dd>
    </div>
  );
  return (
    <section className={styles.panel} aria-labelledby="order-details">
      <Heading level={2} id="order-details">
        {i18n.text('order.details')}
      </Heading>
      <dl className={styles.facts}>
        {fact(
          i18n.text('order.recipient'),
          [
            recipient.fullName,
            recipient.email,
            i18n.text('common.phone_number', {
              callingCode: recipient.phone.callingCode,
              phoneNumber: recipient.phone.number,
            }),
          ].join('\n'),
        )}
        {recipient.registrationNumber
          ? fact(i18n.text('order.registration_number'), recipient.registrationNumber)
          : null}
        {collectionStore
          ? fact(
              i18n.text('order.collection_store'),
              <ShopLink href={`/store-locations/${collectionStore.slug}`}>
                {collectionStore.name}
              </ShopLink>,
            )
          : null}
        {address
          ? fact(
              i18n.text('order.shipping_address'),
              [
                [address.firstName, address.lastName].filter(Boolean).join(' '),
                address.line1,
                address.line2,
                [address.city, address.state, address.postalCode].filter(Boolean).join(' '),
                i18n.text(`shell.country_name.${address.country}`),
              ]
                .filter(Boolean)
                .join('\n'),
            )
          : null}
        {fact(i18n.text('order.delivery_option'), order.deliveryOption.name)}
        {order.estimatedDelivery
          ? fact(i18n.text('order.estimated_delivery_label'), order.estimatedDelivery)
          : null}
        {fact(i18n.text('order.payment_method'), order.paymentMethod.name)}
      </dl>
      {order.trackingUrl ? (
        <ShopLink href={order.trackingUrl} target="_blank">
          {i18n.text('order.track_parcel')}
        </ShopLink>
      ) : null}
    </section>
  );
}

/** The order's money: subtotal, discount, price before GST, GST, points, shipping, gift card, total. */
function OrderCost({ order }: { order: Order }) {
  const i18n = useI18n();
  const cost = order.costSummary;
  const rows: CostSummaryRow[] = [
    { id: 'subtotal', label: i18n.text('order.subtotal'), amount: cost.subtotal.amount },
    ...(cost.discount.amount > 0
      ? [
          {
            id: 'discount',
            label: i18n.text('order.discount'),
            amount: cost.discount.amount,
            kind: 'discount' as const,
          },
        ]
      : []),
    {
      id: 'shipping',
      label: i18n.text('order.shipping'),
      amount: cost.shipping.amount,
      ...(cost.shipping.amount === 0 && { text: i18n.text('common.free') }),
    },
    ...(cost.giftCardRedeemed.amount > 0
      ? [
          {
            id: 'gift-card',
            label: i18n.text('order.gift_card'),
            amount: cost.giftCardRedeemed.amount,
            kind: 'discount' as const,
          },
        ]
      : []),
    {
      id: 'price-before-gst',
      label: i18n.text('order.price_before_gst'),
      amount: cost.priceBeforeGst.amount,
    },
    {
      id: 'gst',
      label: i18n.text('order.gst', { percent: i18n.formatPercent(cost.gstPercent / 100) }),
      amount: gstOf(cost),
    },
    { id: 'total', label: i18n.text('order.total'), amount: cost.total.amount, kind: 'total' },
    {
      id: 'points',
      label: i18n.text('order.points_earned'),
      amount: null,
      text: i18n.formatPoints(cost.pointsEarned),
    },
  ];
  return (
    <CostSummary
      title={i18n.text('order.summary')}
      rows={rows}
      country={i18n.country}
      language={i18n.language}
    />
  );
}

/** Lines, delivery and cost of an order. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <div className={styles.columns}>
      <div className={styles.page}>
        <OrderLines order={order} />
        <Delivery order={order} />
      </div>
      <OrderCost order={order} />
    </div>
  );
}
