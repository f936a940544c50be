import type { Order } from '@beauty/commerce-sdk';
import { isProblemOrderStatus } from '@beauty/commerce-sdk/contract';
import { ORDER_MESSAGE_LINKS, type MessageKey, type OrderStatusMessages } from '@beauty/i18n';
import { useI18n, type I18n } from '@beauty/i18n/react';
import { Badge, Heading, Text } from '@beauty/ui';
import type { ReactNode } from 'react';
import * as styles from './orders.css';

type RichText = (key: MessageKey, values: Record<string, unknown>) => ReactNode;

/**
 * A status message with its links (contact, Beauty Pass points) as real links, and the payment's
 * expiry where the message names it.
 */
export function statusText(i18n: I18n, key: MessageKey, expiresAt?: string | null): ReactNode {
  return (i18n.t as RichText)(key, {
    ...ORDER_MESSAGE_LINKS,
    expiry: expiresAt
      ? i18n.formatDate(expiresAt, { dateStyle: 'medium', timeStyle: 'short' })
      : '',
  });
}

/** The status of an order: its short label, long title, description and pickup note. */
export function StatusMessage({
  status,
  messages,
  expiresAt,
  headingLevel = 2,
}: {
  status: Order['status'];
  messages: OrderStatusMessages;
  expiresAt?: string | null;
  headingLevel?: 2 | 3;
}) {
  const i18n = useI18n();
  const problem = isProblemOrderStatus(status);
  return (
    <section className={problem ? styles.problem : styles.panel} data-status={status}>
      <div>
        <Badge tone={problem ? 'warning' : 'outline'}>{i18n.text(messages.label)}</Badge>
      </div>
      <Heading level={headingLevel}>{i18n.text(messages.longTitle)}</Heading>
      <Text>{statusText(i18n, messages.description, expiresAt)}</Text>
      {messages.pickupNote ? (
        <Text tone="muted">{statusText(i18n, messages.pickupNote)}</Text>
      ) : null}
    </section>
  );
}
