// The SDK's contract and the message catalogues are separate published libraries, each with its
// own list of the codes the API sends. The shop wires the two together, so it is where a code
// the API can send but no message names (or the reverse) is caught.
import {
  OrderStatusSchema,
  PointSourceSchema,
  type OrderStatus as ContractOrderStatus,
} from '@beauty/commerce-sdk/contract';
import {
  ORDER_STATUSES,
  POINTS_SOURCES,
  orderStatusMessages,
  pointsSourceMessage,
  type OrderStatus as MessagesOrderStatus,
} from '@beauty/i18n';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe('the contract and the messages name the same codes', () => {
  it('has a message for every order status the API sends, and no other', () => {
    expectTypeOf<ContractOrderStatus>().toEqualTypeOf<MessagesOrderStatus>();
    expect([...OrderStatusSchema.options].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of OrderStatusSchema.options) {
      expect(orderStatusMessages(status).longTitle, status).toBe(
        `order.status.${status}.long_title`,
      );
    }
  });

  it('has a message for every Beauty Pass points source the API sends, and no other', () => {
    const [named] = PointSourceSchema.options;
    const listed = POINTS_SOURCES.filter((source) => !source.includes('{product}'));
    expect([...named.options].sort()).toEqual([...listed].sort());
    for (const source of named.options) expect(pointsSourceMessage(source), source).toBeDefined();

    expect(pointsSourceMessage('registration_of_lazada_account')).toEqual({
      key: 'points.source.registration_of_product_account',
      productName: 'Lazada',
    });
  });
});
