import {
  boolean,
  integer,
  literal,
  maxLength,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  picklist,
  pipe,
  regex,
  string,
  variant,
} from 'valibot';
import { EmailSchema, IdSchema, TimestampSchema, singleOf } from './shared.js';
import { endpoint } from './endpoint.js';
import { named, types } from './named.js';
import type {
  SocialProvider,
  SocialSignInBody,
  Tier,
  TokenBody,
  TokenVerifyBody,
  TokenVerifyResponse,
  Tokens,
  TokensResponse,
} from './types.gen.js';

/** Beauty Pass tiers. `pink` is treated as white. */
export const TierSchema = named(picklist(['pink', 'white', 'black', 'gold']), types<Tier>);

/** What a sign-in caches under `luxola-account`: enough to greet the member without a call. */
export const AccountSummarySchema = object({
  id: IdSchema,
  firstName: string(),
  tier: TierSchema,
});

/** Body of `POST auth/token`: a password sign-in or one of the two refresh flows. */
export const TokenBodySchema = named(
  variant('grant_type', [
    object({
      grant_type: literal('password'),
      email: EmailSchema,
      password: pipe(string(), nonEmpty('Required field'), maxLength(128)),
      device_id: optional(pipe(string(), maxLength(100))),
    }),
    variant('flow', [
      /** Browser: the refresh token travels in its HTTP-only cookie. */
      object({ grant_type: literal('refresh_token'), flow: literal('client') }),
      /** Server: the refresh token and device id in the body. */
      object({
        grant_type: literal('refresh_token'),
        flow: literal('app'),
        refresh_token: pipe(string(), nonEmpty(), maxLength(2048)),
        device_id: pipe(string(), nonEmpty(), maxLength(100)),
      }),
    ]),
  ]),
  types<TokenBody>,
);

/** Tokens of `POST auth/token` and `POST auth/social`. */
export const TokensSchema = named(
  object({
    /** The JWT: its header and payload become `jwt-data`, its signature `jwt-signature`. */
    accessToken: pipe(string(), regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'Invalid token')),
    refreshToken: pipe(string(), nonEmpty()),
    tokenType: literal('Bearer'),
    /** Seconds the access token is valid for. */
    expiresIn: pipe(number(), integer(), minValue(1)),
    /** Present after a sign-in: cached as `luxola-account`. */
    account: optional(AccountSummarySchema),
  }),
  types<Tokens>,
);

export const TokensResponseSchema = named(singleOf(TokensSchema), types<TokensResponse>);

/** The social sign-in providers. */
export const SocialProviderSchema = named(
  picklist(['google', 'facebook', 'apple', 'line']),
  types<SocialProvider>,
);

/** Body of `POST auth/social`: the identity token of a social provider. */
export const SocialSignInBodySchema = named(
  object({
    provider: SocialProviderSchema,
    idToken: pipe(string(), nonEmpty(), maxLength(8192)),
    device_id: optional(pipe(string(), maxLength(100))),
  }),
  types<SocialSignInBody>,
);

/** Body of `POST auth/token/verify/`. */
export const TokenVerifyBodySchema = named(
  object({
    token: pipe(string(), nonEmpty(), maxLength(8192)),
  }),
  types<TokenVerifyBody>,
);

/** `POST auth/token/verify/`: whether a token is valid, whose and until when. */
export const TokenVerifyResponseSchema = named(
  singleOf(
    object({
      active: boolean(),
      userId: nullable(IdSchema),
      expiresAt: nullable(TimestampSchema),
    }),
  ),
  types<TokenVerifyResponse>,
);

export const authTokenCreate = endpoint({
  method: 'POST',
  path: 'auth/token',
  body: TokenBodySchema,
  response: TokensResponseSchema,
});
export const authSocialCreate = endpoint({
  method: 'POST',
  path: 'auth/social',
  body: SocialSignInBodySchema,
  response: TokensResponseSchema,
});
export const authTokenVerifyCreate = endpoint({
  method: 'POST',
  path: 'auth/token/verify',
  body: TokenVerifyBodySchema,
  response: TokenVerifyResponseSchema,
});
