import { addPaymentInfoEvent, beginCheckoutEvent, readFraudToken } from '@beauty/analytics';
import type { Checkout } from '@beauty/commerce-sdk/contract';
import { COUNTRY_CODES, countries } from '@beauty/i18n';
import { useI18n, type I18n } from '@beauty/i18n/react';
import {
  Button,
  CostSummary,
  Dropdown,
  Heading,
  RadioGroup,
  Stack,
  Text,
  TextField,
} from '@beauty/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSignedIn } from '../account/session';
import { shopMutations } from '../queries/mutations';
import { applePayRequestQuery, checkoutQuery } from '../queries/checkout';
import { useShopNavigate } from '../navigation/useShopNavigate';
import { cartEcommerce, trackShopEcommerce, useEcommerceOnce } from '../shell/shopEvents';
import { ConsentBoxes } from '../account/ConsentBoxes';
import { emptyRegistration, givenConsents, type ConsentChoices } from '../account/registration';
import { costSummaryRows } from '../orders/costSummaryRows';
import { ShopLink } from '../shell/ShopLink';
import {
  ApplePayCancelled,
  availableApplePay,
  isApplePay,
  payWithApplePay,
  type ApplePaySessionClass,
} from './applePay';
import * as styles from './checkout.css';
import { CheckoutLoading } from './CheckoutLoading';
import {
  chosenMethod,
  isHomeDelivery,
  replaceBody,
  serverFieldErrors,
  type CheckoutField,
  type FieldError,
} from './checkoutForm';
import { methodLabel, methodNote } from './paymentMethods';
import {
  isStaleCheckout,
  mayHavePlaced,
  newIdempotencyKey,
  nextLocation,
  placeOrder,
  sendAttempt,
  walletAttempt,
  type PendingAttempt,
  type PlacedOrder,
  type PlaceOrderCalls,
} from './placeOrder';
import { StorePicker } from './StorePicker';
import { useCheckoutForm } from './useCheckoutForm';

/** The calling codes a recipient's mobile may have: those of the shop's countries. */
const callingCodes = [...new Set(COUNTRY_CODES.map((code) => countries[code].callingCode))];

/** A message shown above the place-order button, with what it is about. */
type Notice = { messages: string[] } | null;

/**
 * The checkout page's content, in the browser (the checkout is the shopper's own): the bag
 * priced for the order, or back to the bag when it is empty or a line blocks it.
 */
export function CheckoutContent() {
  const context = useRouteContext({ from: '__root__' });
  const go = useShopNavigate();
  const i18n = useI18n();
  const checkout = useQuery(checkoutQuery(context));
  // An attempt under way (or placed) empties the bag: the shopper stays for its outcome.
  const [attempting, setAttempting] = useState(false);
  const data = checkout.data?.data;
  const blocked = data !== undefined && (data.cart.lines.length === 0 || !data.cart.canCheckout);

  useEffect(() => {
    if (blocked && !attempting) go(i18n.href('/cart'));
  }, [blocked, attempting, go, i18n]);
  useEcommerceOnce(data && !blocked ? beginCheckoutEvent(cartEcommerce(data.cart)) : undefined);

  if (checkout.isError) {
    return (
      <Stack space="sm">
        <Text tone="danger">{i18n.text('common.something_went_wrong')}</Text>
        <div>
          <Button variant="secondary" onClick={() => void checkout.refetch()}>
            {i18n.text('common.try_again')}
          </Button>
        </div>
      </Stack>
    );
  }
  if (!data || (blocked && !attempting)) return <CheckoutLoading />;
  return <CheckoutForm checkout={data} onAttempt={setAttempting} />;
}

interface CheckoutFormProps {
  checkout: Checkout;
  /** Whether an attempt at the order is under way: sent, or sent and unanswered. */
  onAttempt: (underWay: boolean) => void;
}

function CheckoutForm({ checkout: priced, onAttempt }: CheckoutFormProps) {
  const i18n = useI18n();
  // Apple Pay is offered where the browser can pay with it (Safari, a card in Wallet).
  const [applePay] = useState(availableApplePay);
  const checkout = useMemo(
    () =>
      applePay
        ? priced
        : { ...priced, paymentMethods: priced.paymentMethods.filter((item) => !isApplePay(item)) },
    [priced, applePay],
  );
  const { country } = i18n;
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const formId = useId();
  const noticeId = useId();
  // The attempt whose answer never came: a retry sends it again, never a new order.
  const pending = useRef<PendingAttempt | null>(null);
  const placing = useRef(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // The consents a guest gives with an order (spec section 5); members gave them on joining.
  const [given, setGiven] = useState<ConsentChoices>(() => emptyRegistration().consents);
  const newAttempt = useCallback(() => {
    pending.current = null;
    onAttempt(false);
  }, [onAttempt]);
  const form = useCheckoutForm(checkout, country, newAttempt);
  const { values } = form;

  const mutations = shopMutations(context);
  const replace = useMutation(mutations.checkoutCart.replace());
  const tokenise = useMutation(mutations.paymentSimulator.tokens.create());
  const createOrder = useMutation(mutations.orders.create());
  const walletSession = useMutation(mutations.payments.applePay.session.create());
  const walletOrder = useMutation(mutations.payments.applePay.order.create());

  // A guest's consents, once the required ones are given; a member's are their account's.
  const consents = signedIn ? undefined : givenConsents(given);
  const consentsGiven = consents !== null;
  const method = chosenMethod(checkout, values.paymentMethodId);
  const payingWithApplePay = applePay !== undefined && method !== undefined && isApplePay(method);
  // The sheet opens in the click itself: its payment request is read before, once it is chosen.
  const walletRequest = useQuery({
    ...applePayRequestQuery(context),
    enabled: payingWithApplePay,
  });
  // add_payment_info: each method the shopper picks, once.
  const reportedMethod = useRef<string | null>(null);
  useEffect(() => {
    if (!method || reportedMethod.current === method.id) return;
    reportedMethod.current = method.id;
    trackShopEcommerce(
      addPaymentInfoEvent({ ...cartEcommerce(checkout.cart), paymentType: method.kind }),
    );
  }, [method, checkout.cart]);
  const home = values.deliveryOptionId !== '' && isHomeDelivery(checkout, values.deliveryOptionId);

  const calls: PlaceOrderCalls = {
    replaceChoices: async (body) => {
      const answer = await replace.mutateAsync(body);
      // The saved choices are a new revision: a later attempt sends that one.
      queryClient.setQueryData(checkoutQuery(context).queryKey, answer);
      return answer.data;
    },
    tokeniseCard: async (card) => (await tokenise.mutateAsync(card)).data.token,
    createOrder: async (body) => (await createOrder.mutateAsync(body)).data,
    createWalletOrder: async (body) => (await walletOrder.mutateAsync(body)).data,
    forterToken: () => readFraudToken(document.cookie),
    newKey: newIdempotencyKey,
  };

  const keepAttempt = (attempt: PendingAttempt) => {
    pending.current = attempt;
    onAttempt(true);
  };

  /** Runs an attempt at the order, then goes where the API says, or tells what went wrong. */
  const follow = async (placed: Promise<PlacedOrder>) => {
    placing.current = true;
    setBusy(true);
    setNotice(null);
    try {
      const next = nextLocation(await placed);
      // The provider's page or the order page, in full: the page starts from the placed order.
      window.location.assign(next.startsWith('/api/') ? next : localHref(next, i18n));
      return;
    } catch (error) {
      // Closing the Apple Pay sheet is no failure: the shopper stays on the checkout.
      if (!(error instanceof ApplePayCancelled)) setNotice({ messages: await refusal(error) });
    }
    placing.current = false;
    setBusy(false);
  };

  /**
   * Apple Pay: the sheet is created and begun here, in the click's own task (Safari refuses it
   * after an await), with the payment request read when Apple Pay was chosen; the choices are
   * saved meanwhile, and the sheet shows the total priced with them.
   */
  const payInSheet = (Session: ApplePaySessionClass) => {
    const request = walletRequest.data?.data;
    if (!request) {
      setNotice({ messages: [i18n.text('checkout.refused')] });
      return;
    }
    // Starting the save awaits nothing: the sheet below is still begun in the click's task.
    const saved = calls.replaceChoices(replaceBody(values, checkout, country));
    saved.catch(() => {
      // The sheet hears of a refusal (its total or its payment waits for the save) and closes.
    });
    const sheet = payWithApplePay(Session, request, {
      merchantSession: async (validationUrl) =>
        (await walletSession.mutateAsync({ validationUrl })).data.merchantSession,
      total: async () => {
        await saved;
        return (await queryClient.fetchQuery(applePayRequestQuery(context))).data.total;
      },
      pay: async (paymentData) => {
        const sent = walletAttempt(paymentData, await saved, consents ?? undefined);
        keepAttempt(sent);
        return sendAttempt(calls, sent);
      },
    });
    void follow(sheet);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A second click while the first is on its way changes nothing.
    if (placing.current || !consentsGiven) return;
    if ((!pending.current && !form.check()) || !method) {
      setNotice({ messages: [i18n.text('checkout.fix_errors')] });
      focusFirst(form.invalidFields());
      return;
    }
    if (!pending.current && payingWithApplePay) {
      payInSheet(applePay);
      return;
    }
    void follow(
      placeOrder(
        calls,
        {
          choices: replaceBody(values, checkout, country),
          method,
          ...(method.kind === 'card' && {
            card: { number: values.cardNumber, expiry: values.cardExpiry, cvc: values.cardCvc },
          }),
          ...(consents && { consents }),
        },
        pending.current,
        keepAttempt,
      ),
    );
  };

  /** What to tell the shopper about a failed attempt; a stale checkout is read again. */
  const refusal = async (error: unknown): Promise<string[]> => {
    if (mayHavePlaced(error)) return [i18n.text('checkout.not_sent')];
    newAttempt();
    if (isStaleCheckout(error)) {
      const fresh = (await queryClient.fetchQuery(checkoutQuery(context))).data;
      return changesOf(checkout, fresh, i18n);
    }
    const fieldErrors = serverFieldErrors(error, country);
    if (Object.keys(fieldErrors).length > 0) {
      form.showServerErrors(fieldErrors);
      focusFirst(Object.keys(fieldErrors) as CheckoutField[]);
      return [i18n.text('checkout.fix_errors')];
    }
    return [i18n.text('checkout.refused')];
  };

  const errorText = (field: CheckoutField) => messageOf(form.errorOf(field), i18n);
  const text = (field: Exclude<CheckoutField, 'collectionStoreId'>) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      form.change(field, event.currentTarget.value),
    onBlur: () => form.leave(field),
    error: errorText(field),
  });
  const registration = countries[country].registrationNumber;

  return (
    <div className={styles.layout}>
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <section className={styles.section} aria-labelledby={`${formId}-recipient`}>
          <Heading level={2} id={`${formId}-recipient`}>
            {i18n.text('checkout.recipient_title')}
          </Heading>
          <TextField
            label={i18n.text('checkout.full_name')}
            autoComplete="name"
            {...text('fullName')}
          />
          <TextField
            label={i18n.text('checkout.email')}
            type="email"
            autoComplete="email"
            {...text('email')}
          />
          <div className={styles.phone}>
            <Dropdown
              label={i18n.text('checkout.calling_code')}
              name="callingCode"
              value={values.callingCode}
              onValueChange={(code) => form.change('callingCode', code)}
              options={callingCodes.map((code) => ({ value: code, label: code }))}
            />
            <TextField
              label={i18n.text('checkout.mobile')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              {...text('phoneNumber')}
            />
          </div>
          {registration ? (
            <TextField
              label={i18n.text('checkout.registration_number', { name: registration.name })}
              inputMode="numeric"
              {...text('registrationNumber')}
            />
          ) : null}
        </section>

        <section className={styles.section} aria-labelledby={`${formId}-delivery`}>
          <Heading level={2} id={`${formId}-delivery`}>
            {i18n.text('checkout.delivery_title')}
          </Heading>
          <RadioGroup
            label={i18n.text('order.delivery_option')}
            name="deliveryOptionId"
            value={values.deliveryOptionId}
            onValueChange={(id) => form.change('deliveryOptionId', id)}
            error={errorText('deliveryOptionId')}
            options={checkout.deliveryOptions.map((option) => ({
              value: option.id,
              label: `${i18n.text(`checkout.delivery.${option.kind}`)} · ${
                option.price.amount === 0
                  ? i18n.text('common.free')
                  : i18n.formatPrice(option.price.amount)
              }`,
              description: i18n.text(`checkout.delivery_note.${option.kind}`),
            }))}
          />
          {home ? (
            <div className={styles.fields}>
              <Heading level={3}>{i18n.text('order.shipping_address')}</Heading>
              <TextField
                label={i18n.text('checkout.address_line1')}
                autoComplete="address-line1"
                {...text('line1')}
              />
              <TextField
                label={i18n.text('checkout.address_line2')}
                autoComplete="address-line2"
                {...text('line2')}
              />
              <div className={styles.pair}>
                <TextField
                  label={i18n.text('checkout.city')}
                  autoComplete="address-level2"
                  {...text('city')}
                />
                <TextField
                  label={i18n.text('checkout.state')}
                  autoComplete="address-level1"
                  {...text('state')}
                />
              </div>
              <TextField
                label={i18n.text('checkout.postcode')}
                autoComplete="postal-code"
                inputMode="numeric"
                {...text('postalCode')}
              />
            </div>
          ) : values.deliveryOptionId ? (
            <StorePicker
              value={values.collectionStoreId}
              onValueChange={(id) => form.change('collectionStoreId', id)}
              error={errorText('collectionStoreId')}
            />
          ) : null}
        </section>

        <section className={styles.section} aria-labelledby={`${formId}-payment`}>
          <Heading level={2} id={`${formId}-payment`}>
            {i18n.text('checkout.payment_title')}
          </Heading>
          <RadioGroup
            label={i18n.text('order.payment_method')}
            name="paymentMethodId"
            value={values.paymentMethodId}
            onValueChange={(id) => form.change('paymentMethodId', id)}
            error={errorText('paymentMethodId')}
            options={checkout.paymentMethods.map((option) => ({
              value: option.id,
              label: methodLabel(option, i18n),
              description: methodNote(option, i18n),
            }))}
          />
          {method?.kind === 'card' ? (
            <div className={styles.fields}>
              <TextField
                label={i18n.text('checkout.card_number')}
                inputMode="numeric"
                autoComplete="cc-number"
                {...text('cardNumber')}
              />
              <div className={styles.pair}>
                <TextField
                  label={i18n.text('checkout.card_expiry')}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  {...text('cardExpiry')}
                />
                <TextField
                  label={i18n.text('checkout.card_cvc')}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  {...text('cardCvc')}
                />
              </div>
            </div>
          ) : null}
        </section>

        {signedIn ? null : (
          <section className={styles.section} aria-labelledby={`${formId}-consents`}>
            <Heading level={2} id={`${formId}-consents`}>
              {i18n.text('checkout.consents_title')}
            </Heading>
            <ConsentBoxes
              termsSection="orders"
              namePrefix="consent_"
              choices={given}
              onChange={(field, checked) =>
                setGiven((current) => ({ ...current, [field]: checked }))
              }
            />
          </section>
        )}
      </form>

      <aside className={styles.summary} aria-label={i18n.text('checkout.summary_title')}>
        <CostSummary
          title={i18n.text('checkout.summary_title')}
          country={country}
          language={i18n.language}
          rows={costSummaryRows(checkout.costSummary, i18n)}
        >
          <ul className={styles.lines}>
            {checkout.cart.lines.map((line) => (
              <li key={line.id} className={styles.line}>
                <span>
                  {line.brand.name} {line.variant.productName} · {line.variant.name} ·{' '}
                  {i18n.text('checkout.quantity', { count: String(line.quantity) })}
                </span>
                <span>{i18n.formatPrice(line.total.amount)}</span>
              </li>
            ))}
            {checkout.cart.extras.map((extra) => (
              <li key={`${extra.kind}-${extra.id}`} className={styles.line}>
                <span>
                  {extra.brand.name} {extra.variant.productName} · {extra.variant.name}
                </span>
                <span>{i18n.text('common.free')}</span>
              </li>
            ))}
          </ul>
          <ShopLink href="/cart">{i18n.text('checkout.back_to_bag')}</ShopLink>
          <div role="alert" id={noticeId}>
            {notice?.messages.map((message) => (
              <Text key={message} tone="danger" size="sm">
                {message}
              </Text>
            ))}
          </div>
          <Button
            type="submit"
            form={formId}
            fullWidth
            loading={busy || (payingWithApplePay && walletRequest.isPending)}
            disabled={!consentsGiven}
            aria-describedby={consentsGiven ? noticeId : `${noticeId}-consents`}
          >
            {busy ? i18n.text('checkout.placing') : i18n.text('checkout.place_order')}
          </Button>
          {consentsGiven ? null : (
            <Text size="sm" tone="muted" id={`${noticeId}-consents`}>
              {i18n.text('checkout.consents_missing')}
            </Text>
          )}
        </CostSummary>
      </aside>
    </div>
  );
}

const fieldId = (field: CheckoutField) => `checkout-${field}`;

/** Moves the keyboard to the first field in error that takes it (a text field). */
function focusFirst(fields: CheckoutField[]) {
  for (const field of fields) {
    const element = document.getElementById(fieldId(field));
    if (element) {
      element.focus();
      return;
    }
  }
}

function messageOf(error: FieldError | undefined, i18n: I18n): string | undefined {
  if (!error) return undefined;
  return (i18n.text as (key: string, values?: Record<string, string>) => string)(
    error.key,
    error.values,
  );
}

/** A same-site path with the visit's language parameter, as links keep it. */
const localHref = (path: string, i18n: I18n) => i18n.href(path);

/** What changed in a checkout the shopper reviewed, in their words. */
function changesOf(before: Checkout, after: Checkout, i18n: I18n): string[] {
  const lines = (checkout: Checkout) =>
    checkout.cart.lines.map((line) => `${line.variant.id}:${line.quantity}`).join(',');
  return [
    i18n.text('checkout.changed'),
    ...(lines(before) === lines(after) ? [] : [i18n.text('checkout.changed_lines')]),
    ...(before.costSummary.total.amount === after.costSummary.total.amount
      ? []
      : [
          i18n.text('checkout.changed_total', {
            amount: i18n.formatPrice(after.costSummary.total.amount),
            previous: i18n.formatPrice(before.costSummary.total.amount),
          }),
        ]),
  ];
}
