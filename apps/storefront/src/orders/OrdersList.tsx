import { useI18n } from '@beauty/i18n/react';
import { Heading, Pagination, Text } from '@beauty/ui';
import { CommerceError } from '@beauty/commerce-sdk';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ordersListQuery } from '../queries/orders';
import { ShopLink } from '../shell/ShopLink';
import { useInBrowser } from '../shell/useInBrowser';
import { statusMessagesOf } from './orderStatus';
import * as styles from './orders.css';

/**
 * The signed-in member's orders, newest first, a page at a time: number, date, status, total and
 * a link to each order.
 */
export function OrdersList({
  page,
  onPageChange,
  onSignedOut,
}: {
  page: number;
  onPageChange: (page: number) => void;
  /** The API refused: nobody is signed in (any more). */
  onSignedOut: () => void;
}) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const inBrowser = useInBrowser();
  // The member's session is in the browser: the server renders the page without their orders.
  const query = useQuery({ ...ordersListQuery(context, page), enabled: inBrowser });
  const refused =
    query.error instanceof CommerceError && [401, 403].includes(query.error.statusCode);
  useEffect(() => {
    if (refused) onSignedOut();
  }, [refused, onSignedOut]);
  if (query.isError && !refused) throw query.error;
  const data = query.data;
  if (!data) {
    return (
      <div className={styles.page}>
        <Heading level={1}>{i18n.text('order.list_title')}</Heading>
        <Text>{i18n.text('common.loading')}</Text>
      </div>
    );
  }
  const pageCount = Math.ceil(data.meta.total / data.meta.perPage);
  return (
    <div className={styles.page}>
      <Heading level={1}>{i18n.text('order.list_title')}</Heading>
      {data.data.length === 0 ? (
        <Text>{i18n.text('order.list_empty')}</Text>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                {i18n.text('order.list_number')}
              </th>
              <th className={styles.cell} scope="col">
                {i18n.text('order.list_date')}
              </th>
              <th className={styles.cell} scope="col">
                {i18n.text('order.status_label')}
              </th>
              <th className={styles.cell} scope="col">
                {i18n.text('order.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((order) => (
              <tr key={order.id} data-order={order.number}>
                <th className={styles.cell} scope="row">
                  <ShopLink
                    href={`/orders/${order.id}`}
                    aria-label={i18n.text('order.view', { number: order.number })}
                  >
                    {order.number}
                  </ShopLink>
                </th>
                <td className={styles.cell}>
                  {i18n.formatDate(order.createdAt, { dateStyle: 'medium' })}
                </td>
                <td className={styles.cell}>
                  {/* The list does not say how the order is delivered or paid: the plain label. */}
                  {i18n.text(
                    statusMessagesOf({
                      ...order,
                      paymentFailure: null,
                      paymentMethod: { provider: '' },
                      deliveryOption: { kind: 'standard' },
                    }).label,
                  )}
                </td>
                <td className={styles.cell}>{i18n.formatPrice(order.costSummary.total.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        labels={{
          navigation: i18n.text('order.list_pagination'),
          previous: i18n.text('order.list_previous'),
          next: i18n.text('order.list_next'),
          page: (number) => i18n.text('order.list_page', { page: String(number) }),
        }}
      />
    </div>
  );
}
