import type { Cart } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Button, TextField, useNotifications } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { shopMutations } from '../queries/mutations';
import { promoRefusalMessage } from './promoRefusal';
import { useBagChange } from './useBagChange';
import * as styles from './bag.css';

/**
 * The promo code: one per order, applied exactly as typed (codes are case sensitive, so never
 * trimmed or cased), every refusal said in the shopper's language, and removed again.
 */
export function PromoCode({ cart }: { cart: Cart }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const { notify } = useNotifications();
  const mutations = shopMutations(context);
  const [code, setCode] = useState('');
  const titleId = useId();

  const apply = useBagChange({
    options: mutations.cart.discountCoupon.create(),
    settle: (bag, answer) => ({ ...bag, cart: answer.data }),
    onSuccess: (_answer, body) => {
      setCode('');
      notify({ type: 'success', title: i18n.text('promo.applied', { code: body.code }) });
    },
  });
  const remove = useBagChange({
    options: mutations.cart.discountCoupon.delete(),
    settle: (bag, answer) => ({ ...bag, cart: answer.data }),
    refusal: () => i18n.text('common.something_went_wrong'),
    onSuccess: () =>
      notify({
        type: 'success',
        title: i18n.text('promo.removed', { code: cart.coupon?.code ?? '' }),
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code) apply.mutate({ code });
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {i18n.text('promo.label')}
      </h2>
      {cart.coupon ? (
        <div className={styles.promoForm} data-testid="applied-promo">
          <p className={styles.name}>
            {i18n.text('promo.applied', { code: cart.coupon.code })}{' '}
            <span className={styles.muted}>{cart.coupon.description}</span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined)}
          >
            {i18n.text('promo.remove', { code: cart.coupon.code })}
          </Button>
        </div>
      ) : null}
      <form className={styles.promoForm} onSubmit={submit}>
        <TextField
          className={styles.promoField}
          label={i18n.text('promo.label')}
          hint={i18n.text('promo.case_sensitive')}
          value={code}
          onChange={(event) => {
            apply.reset();
            setCode(event.currentTarget.value);
          }}
          autoCapitalize="off"
          autoCorrect="off"
          autoComplete="off"
          spellCheck={false}
          error={
            apply.isError ? (
              <span role="alert">{promoRefusalMessage(apply.error, i18n)}</span>
            ) : undefined
          }
        />
        <Button type="submit" variant="secondary" loading={apply.isPending} disabled={!code}>
          {i18n.text('promo.apply')}
        </Button>
      </form>
    </section>
  );
}
