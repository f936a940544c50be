import { CommerceError } from '@beauty/commerce-sdk';
import { PaymentMessages } from '@beauty/commerce-sdk/contract';
import { describe, expect, it } from 'vitest';
import {
  initialValues,
  replaceBody,
  serverFieldErrors,
  validateCheckout,
  type CheckoutFormValues,
} from './checkoutForm';
import { testCheckout } from './testCheckout';

const checkout = testCheckout();

/** A complete form for a home delivery in Singapore, paid by card. */
function filled(overrides: Partial<CheckoutFormValues> = {}): CheckoutFormValues {
  return {
    ...initialValues(checkout, 'sg'),
    fullName: 'Mei Tan',
    email: 'mei@example.com',
    phoneNumber: '91234567',
    deliveryOptionId: 'standard',
    line1: '1 Orchard Road',
    city: 'Singapore',
    postalCode: '238801',
    paymentMethodId: 'card',
    cardNumber: '4242 4242 4242 4242',
    cardExpiry: '12/30',
    cardCvc: '123',
    ...overrides,
  };
}

const refusal = (status: number, message: string, data?: unknown) =>
  new CommerceError(message, { statusCode: status, statusMessage: 'Bad Request', data });

describe('the checkout form', () => {
  it('starts with the country’s calling code and the choices made earlier', () => {
    expect(initialValues(checkout, 'th').callingCode).toBe('+66');
    const returning = testCheckout({
      recipient: {
        fullName: 'Mei Tan',
        email: 'mei@example.com',
        phone: { callingCode: '+65', number: '91234567' },
        registrationNumber: null,
      },
      deliveryOptionId: 'standard',
      paymentMethodId: 'atome',
    });
    expect(initialValues(returning, 'sg')).toMatchObject({
      fullName: 'Mei Tan',
      phoneNumber: '91234567',
      deliveryOptionId: 'standard',
      paymentMethodId: 'atome',
      cardNumber: '',
    });
  });

  it('accepts a complete form', () => {
    expect(validateCheckout(filled(), checkout, 'sg')).toEqual({});
  });

  it('says the contract’s messages: name, email, phone, required fields, too long', () => {
    const errors = validateCheckout(
      filled({ fullName: ' ', email: 'mei@', phoneNumber: '12', line1: '', city: 'x'.repeat(101) }),
      checkout,
      'sg',
    );
    expect(errors).toEqual({
      fullName: { key: 'booking.full_name_required' },
      email: { key: 'booking.invalid_email' },
      phoneNumber: { key: 'booking.invalid_phone' },
      line1: { key: 'booking.required_field' },
      city: { key: 'booking.character_limit' },
    });
  });

  it('checks the postcode with the country’s rule', () => {
    expect(validateCheckout(filled({ postalCode: '1234' }), checkout, 'sg').postalCode).toEqual({
      key: 'checkout.invalid_postcode',
    });
    expect(validateCheckout(filled({ postalCode: '' }), checkout, 'sg').postalCode).toEqual({
      key: 'booking.required_field',
    });
    // Hong Kong has no postcodes.
    expect(validateCheckout(filled({ postalCode: '' }), checkout, 'hk').postalCode).toBeUndefined();
  });

  it('asks for the registration number where the country does (Indonesia’s NIK)', () => {
    expect(validateCheckout(filled({ postalCode: '12345' }), checkout, 'id')).toEqual({
      registrationNumber: { key: 'booking.required_field' },
    });
    expect(
      validateCheckout(filled({ postalCode: '12345', registrationNumber: '123' }), checkout, 'id'),
    ).toEqual({
      registrationNumber: { key: 'checkout.invalid_registration_number', values: { name: 'NIK' } },
    });
    expect(
      validateCheckout(
        filled({ postalCode: '12345', registrationNumber: '3171234567890123' }),
        checkout,
        'id',
      ),
    ).toEqual({});
  });

  it('needs a store, not an address, for click and collect; card data only for a card', () => {
    const collect = filled({
      deliveryOptionId: 'click_and_collect',
      line1: '',
      city: '',
      postalCode: '',
      paymentMethodId: 'atome',
      cardNumber: '',
    });
    expect(validateCheckout(collect, checkout, 'sg')).toEqual({
      collectionStoreId: { key: 'checkout.choose_store' },
    });
    expect(validateCheckout({ ...collect, collectionStoreId: 7 }, checkout, 'sg')).toEqual({});
    expect(
      validateCheckout(filled({ deliveryOptionId: '', paymentMethodId: '' }), checkout, 'sg'),
    ).toEqual({
      deliveryOptionId: { key: 'checkout.choose_delivery' },
      paymentMethodId: { key: 'checkout.choose_payment' },
    });
    expect(validateCheckout(filled({ cardCvc: '' }), checkout, 'sg')).toEqual({
      cardCvc: { key: 'booking.required_field' },
    });
  });

  it('sends the choices with the reviewed revision, the address only for a home delivery', () => {
    expect(replaceBody(filled({ line2: ' ', state: '' }), checkout, 'sg')).toEqual({
      revision: 'rev-1',
      recipient: {
        fullName: 'Mei Tan',
        email: 'mei@example.com',
        phone: { callingCode: '+65', number: '91234567' },
        registrationNumber: null,
      },
      shippingAddress: {
        line1: '1 Orchard Road',
        city: 'Singapore',
        postalCode: '238801',
        country: 'sg',
      },
      deliveryOptionId: 'standard',
      collectionStoreId: null,
      paymentMethodId: 'card',
      useCredits: false,
    });
    const collect = replaceBody(
      filled({ deliveryOptionId: 'click_and_collect', collectionStoreId: 7 }),
      checkout,
      'sg',
    );
    expect(collect).toMatchObject({ shippingAddress: null, collectionStoreId: 7 });
  });

  it('puts the server’s refusals on their fields, in the shopper’s words', () => {
    expect(
      serverFieldErrors(
        refusal(400, 'Invalid postcode', { field: 'shippingAddress.postalCode' }),
        'sg',
      ),
    ).toEqual({ postalCode: { key: 'checkout.invalid_postcode' } });
    expect(
      serverFieldErrors(
        refusal(400, 'Invalid NIK', { field: 'recipient.registrationNumber' }),
        'id',
      ),
    ).toEqual({
      registrationNumber: { key: 'checkout.invalid_registration_number', values: { name: 'NIK' } },
    });
    expect(
      serverFieldErrors(
        refusal(400, 'Invalid request', {
          issues: {
            nested: {
              'recipient.email': ['Invalid email'],
              'recipient.phone.number': ['Invalid phone number'],
            },
          },
        }),
        'sg',
      ),
    ).toEqual({
      email: { key: 'booking.invalid_email' },
      phoneNumber: { key: 'booking.invalid_phone' },
    });
    expect(serverFieldErrors(refusal(422, PaymentMessages.invalidCvc), 'sg')).toEqual({
      cardCvc: { key: 'checkout.invalid_cvc' },
    });
    expect(serverFieldErrors(refusal(500, 'Internal error'), 'sg')).toEqual({});
    expect(serverFieldErrors(new Error('offline'), 'sg')).toEqual({});
  });
});
