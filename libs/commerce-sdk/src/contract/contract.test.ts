import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CheckoutReplaceBodySchema,
  ContentBlockSchema,
  CouponBodySchema,
  ImageSchema,
  LineItemCreateBodySchema,
  PointSourceSchema,
  RegistrationBodySchema,
  ReservationCreateBodySchema,
  SearchQuerySchema,
  TokenBodySchema,
  TokensSchema,
  VariantListQuerySchema,
  endpoints,
} from './index.js';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

const registration = {
  email: 'mei@example.com',
  password: 'Secret#123',
  passwordConfirmation: 'Secret#123',
  firstName: 'Mei',
  lastName: 'Tan',
  phone: { callingCode: '+65', number: '91234567' },
  birthday: '1990-04-01',
  consents: { dataCollection: true, thirdPartyDisclosure: true, over14: true, marketing: false },
};

describe('registration', () => {
  it('accepts a valid registration with marketing declined', () => {
    expect(messages(RegistrationBodySchema, registration)).toEqual([]);
  });

  it.each([
    ['Ab#1', 'AUTH_MS_PV_001'],
    ['Secret#abc', 'AUTH_MS_PV_002'],
    ['Secret1234', 'AUTH_MS_PV_003'],
    ['secret#123', 'AUTH_MS_PV_004'],
    // A Thai letter is a letter, not the special character the rule asks for.
    ['Secret12ก', 'AUTH_MS_PV_003'],
  ])('rejects the password %s with %s', (password, code) => {
    expect(
      messages(RegistrationBodySchema, {
        ...registration,
        password,
        passwordConfirmation: password,
      }),
    ).toContain(code);
  });

  it('counts letters and digits of every script, as the storefront does', () => {
    for (const password of ['Passwörd#1', 'Secret#๑๒๓', 'Ärger#1234']) {
      expect(
        messages(RegistrationBodySchema, {
          ...registration,
          password,
          passwordConfirmation: password,
        }),
      ).toEqual([]);
    }
  });

  it('rejects a password equal to the email (005) and a mismatched confirmation (007)', () => {
    const email = 'Mei.Tan1@example.com';
    expect(
      messages(RegistrationBodySchema, {
        ...registration,
        email,
        password: email,
        passwordConfirmation: email,
      }),
    ).toEqual(['AUTH_MS_PV_005']);
    expect(
      messages(RegistrationBodySchema, { ...registration, passwordConfirmation: 'Other#123' }),
    ).toEqual(['AUTH_MS_PV_007']);
  });

  it.each(['dataCollection', 'thirdPartyDisclosure', 'over14'])(
    'requires the %s consent',
    (consent) => {
      expect(
        v.safeParse(RegistrationBodySchema, {
          ...registration,
          consents: { ...registration.consents, [consent]: false },
        }).success,
      ).toBe(false);
    },
  );
});

describe('bag', () => {
  it('refuses more than 6 of an item per addition with the spec message', () => {
    expect(messages(LineItemCreateBodySchema, { variantId: 1, quantity: 7 })).toEqual([
      'Only a maximum quantity of 6 of the item could be added to your bag',
    ]);
    expect(messages(LineItemCreateBodySchema, { variantId: 1, quantity: 6 })).toEqual([]);
    expect(v.safeParse(LineItemCreateBodySchema, { variantId: 1, quantity: 0 }).success).toBe(
      false,
    );
  });

  it('keeps promo codes exactly as typed (case sensitive)', () => {
    expect(v.parse(CouponBodySchema, { code: 'Glow10' })).toEqual({ code: 'Glow10' });
  });
});

describe('booking form', () => {
  const booking = {
    activityId: 1,
    storeId: 2,
    startsAt: '2026-12-01T10:00:00.000Z',
    artistId: null,
    fullName: 'Mei Tan',
    email: 'mei@example.com',
    phone: null,
    answers: [],
  };

  it('uses the spec messages', () => {
    expect(messages(ReservationCreateBodySchema, { ...booking, fullName: '  ' })).toEqual([
      'Full Name is required',
    ]);
    expect(messages(ReservationCreateBodySchema, { ...booking, email: 'mei' })).toEqual([
      'Invalid email',
    ]);
    expect(
      messages(ReservationCreateBodySchema, {
        ...booking,
        phone: { callingCode: '+65', number: '12' },
      }),
    ).toEqual(['Invalid phone number']);
    expect(
      messages(ReservationCreateBodySchema, { ...booking, fullName: 'x'.repeat(101) }),
    ).toEqual(['Character limit exceeded']);
  });

  it('requires the recipient at checkout', () => {
    expect(
      v.safeParse(CheckoutReplaceBodySchema, {
        recipient: null,
        shippingAddress: null,
        deliveryOptionId: 'standard',
        collectionStoreId: null,
        paymentMethodId: 'card',
        useCredits: false,
      }).success,
    ).toBe(false);
  });
});

describe('links', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.test/x', 'vbscript:x'])(
    'refuses %s',
    (url) => {
      expect(v.safeParse(ImageSchema, { url, alt: '' }).success).toBe(false);
    },
  );

  it('accepts http(s) URLs and paths on the shop', () => {
    expect(v.safeParse(ImageSchema, { url: 'https://cdn.test/a.svg', alt: 'a' }).success).toBe(
      true,
    );
    expect(v.safeParse(ImageSchema, { url: '/images/a.svg', alt: 'a' }).success).toBe(true);
  });

  it('refuses a banner linking to a script', () => {
    const banner = {
      id: 'b1',
      type: 'banner',
      title: null,
      text: null,
      image: { url: '/a.svg', alt: '' },
      href: 'javascript:alert(1)',
    };
    expect(v.safeParse(ContentBlockSchema, banner).success).toBe(false);
    expect(v.safeParse(ContentBlockSchema, { ...banner, href: '/brands/x' }).success).toBe(true);
  });
});

describe('queries as the server reads them', () => {
  it('turns the wire strings of a listing query into typed values', () => {
    expect(
      v.parse(VariantListQuerySchema, {
        brands: 'milk-makeup,this-works',
        priceMin: '10.5',
        ratingMin: '4',
        inStock: 'true',
        page: '2',
      }),
    ).toEqual({
      brands: ['milk-makeup', 'this-works'],
      priceMin: 10.5,
      ratingMin: 4,
      inStock: true,
      page: 2,
      sort: 'relevance',
    });
  });

  it('rejects out-of-range values and unknown sorts', () => {
    expect(v.safeParse(VariantListQuerySchema, { perPage: '500' }).success).toBe(false);
    expect(v.safeParse(VariantListQuerySchema, { sort: 'cheapest' }).success).toBe(false);
    expect(v.safeParse(VariantListQuerySchema, { brands: 'Not A Slug' }).success).toBe(false);
    expect(v.safeParse(SearchQuerySchema, { q: '  ' }).success).toBe(false);
  });

  it('finds Thai and Chinese text as typed', () => {
    expect(v.parse(SearchQuerySchema, { q: ' ลิปสติก ' }).q).toBe('ลิปสติก');
    expect(v.parse(SearchQuerySchema, { q: '口红' }).q).toBe('口红');
  });
});

describe('auth', () => {
  it('tells the sign-in and both refresh flows apart', () => {
    expect(
      v.safeParse(TokenBodySchema, { grant_type: 'refresh_token', flow: 'client' }).success,
    ).toBe(true);
    expect(
      v.safeParse(TokenBodySchema, {
        grant_type: 'refresh_token',
        flow: 'app',
        refresh_token: 'r',
        device_id: 'd',
      }).success,
    ).toBe(true);
    expect(v.safeParse(TokenBodySchema, { grant_type: 'refresh_token', flow: 'app' }).success).toBe(
      false,
    );
    expect(v.safeParse(TokenBodySchema, { grant_type: 'client_credentials' }).success).toBe(false);
  });

  it('accepts only a three-part JWT as access token', () => {
    const tokens = { accessToken: 'a.b.c', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 60 };
    expect(v.safeParse(TokensSchema, tokens).success).toBe(true);
    expect(v.safeParse(TokensSchema, { ...tokens, accessToken: 'a.b' }).success).toBe(false);
  });

  it('knows the point-log sources, including registration of any account', () => {
    expect(v.safeParse(PointSourceSchema, 'registration_of_lazada_account').success).toBe(true);
    expect(v.safeParse(PointSourceSchema, 'purchase_points').success).toBe(true);
    expect(v.safeParse(PointSourceSchema, 'free_points').success).toBe(false);
  });
});

describe('endpoints', () => {
  it('declare unique method and path pairs', () => {
    const routes = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
