import type { Order } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { CostSummary, Heading, Text } from '@beauty/ui';
import type { ReactNode } from 'react';
import { methodLabel } from '../checkout/paymentMethods';
import { ShopLink } from '../shell/ShopLink';
import { costSummaryRows } from './costSummaryRows';
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
        {fact(
          i18n.text('order.delivery_option'),
          i18n.text(`checkout.delivery.${order.deliveryOption.kind}`),
        )}
        {order.estimatedDelivery
          ? fact(i18n.text('order.estimated_delivery_label'), order.estimatedDelivery)
          : null}
        {fact(i18n.text('order.payment_method'), methodLabel(order.paymentMethod, i18n))}
      </dl>
      {order.trackingUrl ? (
        <ShopLink href={order.trackingUrl} target="_blank">
          {i18n.text('order.track_parcel')}
        </ShopLink>
      ) : null}
    </section>
  );
}

/** The order's money: the cost summary as the API gives it. */
function OrderCost({ order }: { order: Order }) {
  const i18n = useI18n();
  return (
    <CostSummary
      title={i18n.text('order.summary')}
      rows={costSummaryRows(order.costSummary, i18n)}
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
