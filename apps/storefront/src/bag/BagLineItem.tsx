import type { CartLine, CartResponse } from '@beauty/commerce-sdk';
import { MAX_QUANTITY_PER_ADDITION } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { Badge, Button, QuantityStepper, useNotifications } from '@beauty/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { signInHref } from '../navigation/returnTo';
import { shopMutations } from '../queries/mutations';
import { wishListQuery } from '../queries/product';
import { bagRefusalMessage } from '../product/bagRefusal';
import { useSignedIn } from '../account/session';
import { ShopLink } from '../shell/ShopLink';
import { lineNotices } from './checkoutBlockers';
import { useBagChange, type BagView } from './useBagChange';
import * as styles from './bag.css';

const withCart = (bag: BagView, answer: CartResponse): BagView => ({ ...bag, cart: answer.data });

/** The bag with one line's quantity changed, its total priced at the line's unit price. */
export function withQuantity(bag: BagView, lineId: number, quantity: number): BagView {
  const lines = bag.cart.lines.map((line) =>
    line.id === lineId
      ? { ...line, quantity, total: { ...line.total, amount: line.unitPrice.amount * quantity } }
      : line,
  );
  return { ...bag, cart: { ...bag.cart, lines } };
}

/** The bag without one line. */
export function withoutLine(bag: BagView, lineId: number): BagView {
  return {
    ...bag,
    cart: { ...bag.cart, lines: bag.cart.lines.filter((line) => line.id !== lineId) },
  };
}

/**
 * One line of the bag: picture, brand, name and shade or size, unit and line price, quantity,
 * what blocks it from checkout, remove and move to the wish list.
 */
export function BagLineItem({ line }: { line: CartLine }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const signedIn = useSignedIn();
  const currentHref = useRouterState({ select: (state) => state.location.href });
  const mutations = shopMutations(context);
  const item = {
    productName: line.variant.productName,
    variantName: line.variant.name,
    brandName: line.brand.name,
  };
  const refusal = (error: unknown) => bagRefusalMessage(error, i18n, item);

  const changeQuantity = useBagChange({
    options: mutations.cart.lineItems.update(),
    optimistic: (bag, [, body]) => withQuantity(bag, line.id, body.quantity),
    settle: withCart,
    refusal,
  });
  const remove = useBagChange({
    options: mutations.cart.lineItems.delete(),
    optimistic: (bag) => withoutLine(bag, line.id),
    settle: withCart,
    refusal,
    onSuccess: () =>
      notify({
        type: 'success',
        title: i18n.text('bag.removed', { productName: item.productName }),
      }),
  });
  const save = useMutation({
    ...mutations.wishlist.update(),
    onSuccess: (answer) => {
      queryClient.setQueryData(wishListQuery(context).queryKey, answer);
      notify({
        type: 'success',
        title: i18n.text('bag.moved_to_wish_list', { productName: item.productName }),
      });
      // Options-level callbacks only: the line leaves the page (and this component) at once.
      remove.mutate(line.id);
    },
    onError: () => notify({ type: 'error', title: i18n.text('common.something_went_wrong') }),
  });

  const notices = lineNotices(line, i18n);
  const unavailable = line.warnings.some((warning) => warning.code === 'unavailable_in_country');
  const name = `${line.brand.name} ${line.variant.productName}`;

  return (
    <li className={styles.line} data-testid="bag-line" aria-label={name}>
      {line.variant.image ? (
        <img
          className={styles.lineImage}
          src={line.variant.image.url}
          alt={line.variant.image.alt}
          width={88}
          height={88}
          loading="lazy"
        />
      ) : (
        <span className={styles.lineImage} />
      )}
      <div className={styles.lineBody}>
        <p className={styles.brand}>{line.brand.name}</p>
        <p className={styles.name}>
          <ShopLink href={`/products/${line.variant.productSlug}`}>
            {line.variant.productName}
          </ShopLink>
        </p>
        <p className={styles.muted}>{line.variant.name}</p>
        {unavailable ? null : (
          <p className={styles.muted}>
            {i18n.text('bag.unit_price', { price: i18n.formatPrice(line.unitPrice.amount) })}
          </p>
        )}
        {notices.map((notice) => (
          <p key={notice.code} className={styles.warning}>
            <Badge tone="warning">{notice.badge}</Badge> {notice.text}
          </p>
        ))}
        <div className={styles.lineActions}>
          {unavailable ? null : (
            <QuantityStepper
              label={i18n.text('bag.line_quantity', { productName: item.productName })}
              value={line.quantity}
              max={Math.max(line.quantity, MAX_QUANTITY_PER_ADDITION)}
              onValueChange={(quantity) => changeQuantity.mutate([line.id, { quantity }])}
              labels={{
                decrease: i18n.text('product.decrease_quantity'),
                increase: i18n.text('product.increase_quantity'),
                maxReached: () => i18n.text('purchase.max_quantity'),
              }}
            />
          )}
          <Button
            variant="ghost"
            size="sm"
            aria-label={i18n.text('bag.remove_line', { productName: item.productName })}
            loading={remove.isPending}
            onClick={() => remove.mutate(line.id)}
          >
            {i18n.text('bag.remove')}
          </Button>
          {signedIn ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={i18n.text('bag.move_line_to_wish_list', {
                productName: item.productName,
              })}
              loading={save.isPending || remove.isPending}
              onClick={() => save.mutate([line.variant.id, { saved: true }])}
            >
              {i18n.text('bag.move_to_wish_list')}
            </Button>
          ) : (
            <ShopLink
              href={signInHref(currentHref)}
              aria-label={i18n.text('bag.move_line_to_wish_list', {
                productName: item.productName,
              })}
            >
              {i18n.text('bag.move_to_wish_list')}
            </ShopLink>
          )}
          {unavailable ? null : (
            <span className={styles.lineTotal}>{i18n.formatPrice(line.total.amount)}</span>
          )}
        </div>
      </div>
    </li>
  );
}
