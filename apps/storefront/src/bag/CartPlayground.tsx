import { createBrowserCookieStore } from '@beauty/commerce-sdk';
import {
  commerceMutations,
  commerceQueries,
  invalidateCommerceQueries,
} from '@beauty/commerce-sdk/query';
import { COUNTRY_CODES, defaultLanguage, isLanguageAllowed, type CountryCode } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { Button, Dropdown, Heading, TextField, useNotifications } from '@beauty/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { bagRefusalMessage } from '../product/bagRefusal';
import { shopMutations } from '../queries/mutations';
import { commerceAccess } from '../queries/scope';
import { ShopLink } from '../shell/ShopLink';
import { useInBrowser } from '../shell/useInBrowser';
import { promoRefusalMessage } from './promoRefusal';
import * as styles from './bag.css';

/**
 * The SDK's queries and writes for the chosen country, with the shopper's cookies: the same bag,
 * priced and checked where the country says. Browser only, like the bag itself.
 */
function useCountryApi(country: CountryCode) {
  const { language } = useI18n();
  return useMemo(() => {
    const scope = {
      country,
      language: isLanguageAllowed(country, language) ? language : defaultLanguage(country),
    };
    const commerce = commerceAccess(async () =>
      (await import('../commerceClient')).createCommerceClient({
        baseUrl: window.location.origin,
        cookies: createBrowserCookieStore(),
        ...scope,
      }),
    );
    return {
      queries: commerceQueries(commerce, scope),
      mutations: commerceMutations(commerce, scope),
    };
  }, [country, language]);
}

/**
 * The sandbox's cart playground (not in production mode): put seeded variants in the bag by id in
 * any country, apply the promo codes the offers name, and read the bag as the API answers it.
 */
export function CartPlayground() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const inBrowser = useInBrowser();
  const [country, setCountry] = useState<CountryCode>(i18n.country);
  const [variantId, setVariantId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const { queries, mutations } = useCountryApi(country);
  const seededId = useId();
  const codesId = useId();
  const rawId = useId();

  const bag = useQuery({ ...queries.cart.bag.list(), enabled: inBrowser });
  const variants = useQuery({
    ...queries.variants.list({ perPage: 12, inStock: true }),
    enabled: inBrowser,
  });
  // A change here is a change of the visit's bag too: its count in the header follows.
  const refresh = async (options: { meta?: Record<string, unknown> }) => {
    await invalidateCommerceQueries(queryClient, options);
    await invalidateCommerceQueries(queryClient, shopMutations(context).cart.lineItems.create());
  };

  const addOptions = mutations.cart.lineItems.create();
  const add = useMutation({
    ...addOptions,
    onSuccess: (_answer, line) => {
      notify({ type: 'success', title: i18n.text('sandbox.cart_added', { id: line.variantId }) });
      return refresh(addOptions);
    },
    onError: (error, line) =>
      notify({
        type: 'error',
        title: bagRefusalMessage(error, i18n, {
          productName: `#${line.variantId}`,
          variantName: `#${line.variantId}`,
          brandName: '',
        }),
      }),
  });
  const codeOptions = mutations.cart.discountCoupon.create();
  const applyCode = useMutation({
    ...codeOptions,
    onSuccess: (_answer, body) => {
      notify({ type: 'success', title: i18n.text('promo.applied', { code: body.code }) });
      return refresh(codeOptions);
    },
    onError: (error) => notify({ type: 'error', title: promoRefusalMessage(error, i18n) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(variantId);
    const count = Number(quantity);
    if (Number.isInteger(id) && id > 0 && Number.isInteger(count) && count > 0)
      add.mutate({ variantId: id, quantity: count });
  };
  const codes = [
    ...new Set(
      (bag.data?.data.offers ?? []).flatMap((offer) =>
        offer.couponCode ? [offer.couponCode] : [],
      ),
    ),
  ];

  return (
    <div className={styles.page}>
      <Heading level={1}>{i18n.text('sandbox.cart_title')}</Heading>
      <p className={styles.muted}>{i18n.text('sandbox.cart_note')}</p>
      <Dropdown
        label={i18n.text('common.country')}
        value={country}
        onValueChange={(next) => setCountry(next as CountryCode)}
        options={COUNTRY_CODES.map((code) => ({
          value: code,
          label: i18n.text(`shell.country_name.${code}`),
        }))}
      />
      <form className={styles.promoForm} onSubmit={submit}>
        <TextField
          className={styles.promoField}
          label={i18n.text('sandbox.cart_variant_id')}
          inputMode="numeric"
          value={variantId}
          onChange={(event) => setVariantId(event.currentTarget.value)}
        />
        <TextField
          className={styles.promoField}
          label={i18n.text('product.quantity')}
          inputMode="numeric"
          value={quantity}
          onChange={(event) => setQuantity(event.currentTarget.value)}
        />
        <Button type="submit" loading={add.isPending}>
          {i18n.text('sandbox.cart_add')}
        </Button>
      </form>
      <section className={styles.section} aria-labelledby={seededId}>
        <h2 id={seededId} className={styles.sectionTitle}>
          {i18n.text('sandbox.cart_seeded', {
            country: i18n.text(`shell.country_name.${country}`),
          })}
        </h2>
        <ul className={styles.tiles}>
          {(variants.data?.data ?? []).map((variant) => (
            <li key={variant.id} className={styles.tile}>
              <p className={styles.brand}>{variant.product.brand.name}</p>
              <p className={styles.name}>
                {variant.product.name} · {variant.name}
              </p>
              <p className={styles.muted}>#{variant.id}</p>
              <Button
                variant="secondary"
                size="sm"
                aria-label={i18n.text('sandbox.cart_add_variant', { id: variant.id })}
                onClick={() => add.mutate({ variantId: variant.id, quantity: 1 })}
              >
                {i18n.text('sandbox.cart_add')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby={codesId}>
        <h2 id={codesId} className={styles.sectionTitle}>
          {i18n.text('sandbox.cart_codes')}
        </h2>
        <div className={styles.promoForm}>
          {codes.map((code) => (
            <Button
              key={code}
              variant="secondary"
              size="sm"
              loading={applyCode.isPending && applyCode.variables.code === code}
              onClick={() => applyCode.mutate({ code })}
            >
              {i18n.text('sandbox.cart_apply_code', { code })}
            </Button>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby={rawId}>
        <h2 id={rawId} className={styles.sectionTitle}>
          {i18n.text('sandbox.cart_raw')}
        </h2>
        <pre className={styles.raw} data-testid="raw-bag" tabIndex={0}>
          {bag.data ? JSON.stringify(bag.data.data, null, 2) : i18n.text('common.loading')}
        </pre>
        <ShopLink href="/cart">{i18n.text('sandbox.cart_open_bag')}</ShopLink>
      </section>
    </div>
  );
}
