import { CommerceError } from '@beauty/commerce-sdk';
import {
  AddressSchema,
  PaymentMessages,
  RecipientSchema,
  type Checkout,
  type CheckoutReplaceBody,
  type PaymentMethod,
} from '@beauty/commerce-sdk/contract';
import { countries, type CountryCode, type MessageKey } from '@beauty/i18n';

/** What the shopper types and picks on the checkout page. */
export interface CheckoutFormValues {
  fullName: string;
  email: string;
  callingCode: string;
  phoneNumber: string;
  registrationNumber: string;
  deliveryOptionId: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  collectionStoreId: number | null;
  paymentMethodId: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

/** A field of the checkout form. */
export type CheckoutField = keyof CheckoutFormValues;

/** A field's error: the message and the values it takes. */
export interface FieldError {
  key: MessageKey;
  values?: Record<string, string>;
}

/** The errors of the form, by field. */
export type CheckoutErrors = Partial<Record<CheckoutField, FieldError>>;

/**
 * The contract's messages (its valibot schemas', the spec's form messages) and the payment
 * provider's, in the shopper's words: the schemas stay the one definition of the rules.
 */
const contractMessages: Record<string, MessageKey> = {
  'Full Name is required': 'booking.full_name_required',
  'Invalid email': 'booking.invalid_email',
  'Invalid phone number': 'booking.invalid_phone',
  'Required field': 'booking.required_field',
  'Character limit exceeded': 'booking.character_limit',
  'Invalid postcode': 'checkout.invalid_postcode',
  [PaymentMessages.invalidCardNumber]: 'checkout.invalid_card_number',
  [PaymentMessages.invalidExpiry]: 'checkout.invalid_expiry',
  [PaymentMessages.invalidCvc]: 'checkout.invalid_cvc',
};

/** An issue of a Standard Schema check: its message and where in the value it is. */
interface SchemaIssue {
  message: string;
  path?: readonly (PropertyKey | { key: PropertyKey })[];
}

/** A schema of the contract, read through its Standard Schema interface (valibot's own). */
interface StandardSchema {
  '~standard': {
    validate(
      value: unknown,
    ): { issues?: readonly SchemaIssue[] } | Promise<{ issues?: readonly SchemaIssue[] }>;
  };
}

const errorOfMessage = (message: string): FieldError => ({
  key: contractMessages[message] ?? 'booking.character_limit',
});

/**
 * The first error of each field of `value` under a contract schema, by the field's path
 * (`phone.number`); an error of the whole value under `''`.
 */
function schemaErrors(schema: StandardSchema, value: unknown): Map<string, FieldError> {
  const found = new Map<string, FieldError>();
  const result = schema['~standard'].validate(value);
  // Every schema used here is synchronous; a promise would be a schema this form cannot check.
  if (result instanceof Promise) return found;
  for (const issue of result.issues ?? []) {
    const path = (issue.path ?? [])
      .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
      .join('.');
    if (!found.has(path)) found.set(path, errorOfMessage(issue.message));
  }
  return found;
}

const required = (value: string): FieldError | undefined =>
  value.trim() === '' ? { key: 'booking.required_field' } : undefined;

/** Whether a delivery option sends the order to an address (not click and collect). */
export const isHomeDelivery = (checkout: Checkout, deliveryOptionId: string): boolean =>
  checkout.deliveryOptions.find((option) => option.id === deliveryOptionId)?.kind !==
  'click_and_collect';

/** The chosen payment method, when the checkout offers it. */
export const chosenMethod = (
  checkout: Checkout,
  paymentMethodId: string,
): PaymentMethod | undefined =>
  checkout.paymentMethods.find((method) => method.id === paymentMethodId);

/**
 * The form as the checkout left it: the choices made earlier (a returning shopper's details), the
 * country's calling code, and no card data (never kept).
 */
export function initialValues(checkout: Checkout, country: CountryCode): CheckoutFormValues {
  const { recipient, shippingAddress: address } = checkout;
  return {
    fullName: recipient?.fullName ?? '',
    email: recipient?.email ?? '',
    callingCode: recipient?.phone.callingCode ?? countries[country].callingCode,
    phoneNumber: recipient?.phone.number ?? '',
    registrationNumber: recipient?.registrationNumber ?? '',
    deliveryOptionId: checkout.deliveryOptionId ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: address?.postalCode ?? '',
    collectionStoreId: checkout.collectionStore?.id ?? null,
    paymentMethodId: checkout.paymentMethodId ?? '',
    cardNumber: '',
    cardExpiry: '',
    cardCvc: '',
  };
}

/**
 * Checks the form with the contract's schemas and the country's rules (calling code, postcode,
 * registration number from `@beauty/i18n`), as the API checks it again. Only the fields the
 * choices need: an address for home delivery, a store for click and collect, card data for a card.
 */
export function validateCheckout(
  values: CheckoutFormValues,
  checkout: Checkout,
  country: CountryCode,
): CheckoutErrors {
  const market = countries[country];
  const errors: CheckoutErrors = {};
  const set = (field: CheckoutField, error: FieldError | undefined) => {
    if (error) errors[field] = error;
  };
  const rule = market.registrationNumber;
  const registrationNumber = values.registrationNumber.trim();
  const recipient = schemaErrors(RecipientSchema, {
    fullName: values.fullName,
    email: values.email,
    phone: { callingCode: values.callingCode, number: values.phoneNumber.trim() },
    registrationNumber: rule ? registrationNumber : null,
  });
  set('fullName', recipient.get('fullName'));
  set('email', recipient.get('email'));
  set('phoneNumber', recipient.get('phone.number') ?? recipient.get('phone.callingCode'));
  if (rule) {
    set(
      'registrationNumber',
      required(registrationNumber) ??
        recipient.get('registrationNumber') ??
        (rule.pattern.test(registrationNumber)
          ? undefined
          : { key: 'checkout.invalid_registration_number', values: { name: rule.name } }),
    );
  }

  if (!values.deliveryOptionId) set('deliveryOptionId', { key: 'checkout.choose_delivery' });
  else if (isHomeDelivery(checkout, values.deliveryOptionId)) {
    const address = shippingAddressOf(values, country);
    const found = schemaErrors(AddressSchema, address);
    set('line1', found.get('line1'));
    set('city', found.get('city'));
    const pattern = market.postalCodePattern;
    set(
      'postalCode',
      found.get('postalCode') ??
        (pattern && !address.postalCode ? { key: 'booking.required_field' } : undefined) ??
        (pattern && !pattern.test(address.postalCode)
          ? { key: 'checkout.invalid_postcode' }
          : undefined),
    );
  } else if (values.collectionStoreId === null) {
    set('collectionStoreId', { key: 'checkout.choose_store' });
  }

  const method = chosenMethod(checkout, values.paymentMethodId);
  if (!method) set('paymentMethodId', { key: 'checkout.choose_payment' });
  else if (method.kind === 'card') {
    set('cardNumber', required(values.cardNumber));
    set('cardExpiry', required(values.cardExpiry));
    set('cardCvc', required(values.cardCvc));
  }
  return errors;
}

function shippingAddressOf(values: CheckoutFormValues, country: CountryCode) {
  return {
    line1: values.line1,
    ...(values.line2.trim() && { line2: values.line2.trim() }),
    city: values.city,
    ...(values.state.trim() && { state: values.state.trim() }),
    postalCode: values.postalCode.trim(),
    country,
  };
}

/** The choices to send (`PUT checkout-cart/`), for the checkout revision the shopper reviewed. */
export function replaceBody(
  values: CheckoutFormValues,
  checkout: Checkout,
  country: CountryCode,
): CheckoutReplaceBody {
  const home = isHomeDelivery(checkout, values.deliveryOptionId);
  return {
    revision: checkout.revision,
    recipient: {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phone: { callingCode: values.callingCode, number: values.phoneNumber.trim() },
      registrationNumber: countries[country].registrationNumber
        ? values.registrationNumber.trim()
        : null,
    },
    shippingAddress: home ? shippingAddressOf(values, country) : null,
    deliveryOptionId: values.deliveryOptionId,
    collectionStoreId: home ? null : values.collectionStoreId,
    paymentMethodId: values.paymentMethodId,
    useCredits: checkout.credits.applied,
  };
}

/** Where the API's field names (`recipient.phone.callingCode`) are on the form. */
const serverFields: [prefix: string, field: CheckoutField][] = [
  ['recipient.fullName', 'fullName'],
  ['recipient.email', 'email'],
  ['recipient.phone', 'phoneNumber'],
  ['recipient.registrationNumber', 'registrationNumber'],
  ['shippingAddress.city', 'city'],
  ['shippingAddress.postalCode', 'postalCode'],
  ['shippingAddress', 'line1'],
  ['deliveryOptionId', 'deliveryOptionId'],
  ['collectionStoreId', 'collectionStoreId'],
  ['paymentMethodId', 'paymentMethodId'],
];

/** What a refused field says when its message is not one of the contract's. */
const fieldFallbacks: Partial<Record<CheckoutField, MessageKey>> = {
  registrationNumber: 'checkout.invalid_registration_number',
  deliveryOptionId: 'checkout.choose_delivery',
  collectionStoreId: 'checkout.choose_store',
  paymentMethodId: 'checkout.choose_payment',
};

function fieldOf(path: string): CheckoutField | undefined {
  return serverFields.find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`))?.[1];
}

function serverError(field: CheckoutField, message: string, country: CountryCode): FieldError {
  const key = contractMessages[message] ?? fieldFallbacks[field] ?? 'checkout.fix_errors';
  const name = countries[country].registrationNumber?.name;
  return key === 'checkout.invalid_registration_number' && name
    ? { key, values: { name } }
    : { key };
}

/**
 * The field errors of a refusal by the API: a checkout choice at fault (`data.field`), the
 * contract's checks of the body (`data.issues`), or the provider refusing the card data.
 */
export function serverFieldErrors(error: unknown, country: CountryCode): CheckoutErrors {
  if (!(error instanceof CommerceError) || ![400, 422].includes(error.statusCode)) return {};
  const errors: CheckoutErrors = {};
  const data = (error.data ?? {}) as {
    field?: unknown;
    issues?: { nested?: Record<string, string[] | undefined> };
  };
  if (typeof data.field === 'string') {
    const field = fieldOf(data.field);
    if (field) errors[field] = serverError(field, error.message, country);
  }
  for (const [path, messages] of Object.entries(data.issues?.nested ?? {})) {
    const field = fieldOf(path);
    const message = messages?.[0];
    if (field && message && !errors[field]) errors[field] = serverError(field, message, country);
  }
  const card: [string, CheckoutField][] = [
    [PaymentMessages.invalidCardNumber, 'cardNumber'],
    [PaymentMessages.invalidExpiry, 'cardExpiry'],
    [PaymentMessages.invalidCvc, 'cardCvc'],
  ];
  for (const [message, field] of card) {
    if (error.message === message) errors[field] = serverError(field, message, country);
  }
  return errors;
}
