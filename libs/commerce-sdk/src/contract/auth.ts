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
  type InferInput,
  type InferOutput,
} from 'valibot';
import { EmailSchema, IdSchema, TimestampSchema, singleOf } from './common.js';
import { endpoint } from './endpoint.js';

/** Beauty Pass tiers. `pink` is treated as white. */
export const TierSchema = picklist(['pink', 'white', 'black', 'gold']);
export type Tier = InferOutput<typeof TierSchema>;

/** What a sign-in caches under `luxola-account`: enough to greet the member without a call. */
export const AccountSummarySchema = object({
  id: IdSchema,
  firstName: string(),
  tier: TierSchema,
});
export type AccountSummary = InferOutput<typeof AccountSummarySchema>;

/** Body of `POST auth/token`: a password sign-in or one of the two refresh flows. */
export const TokenBodySchema = variant('grant_type', [
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
]);
export type TokenBody = InferInput<typeof TokenBodySchema>;

/** Tokens of `POST auth/token` and `POST auth/social`. */
export const TokensSchema = object({
  /** The JWT: its header and payload become `jwt-data`, its signature `jwt-signature`. */
  accessToken: pipe(string(), regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'Invalid token')),
  refreshToken: pipe(string(), nonEmpty()),
  tokenType: literal('Bearer'),
  /** Seconds the access token is valid for. */
  expiresIn: pipe(number(), integer(), minValue(1)),
  /** Present after a sign-in: cached as `luxola-account`. */
  account: optional(AccountSummarySchema),
});
export type Tokens = InferOutput<typeof TokensSchema>;

export const TokensResponseSchema = singleOf(TokensSchema);
export type TokensResponse = InferOutput<typeof TokensResponseSchema>;

/** Body of `POST auth/social`: the identity token of a social provider. */
export const SocialSignInBodySchema = object({
  provider: picklist(['google', 'facebook', 'apple', 'line']),
  idToken: pipe(string(), nonEmpty(), maxLength(8192)),
  device_id: optional(pipe(string(), maxLength(100))),
});
export type SocialSignInBody = InferInput<typeof SocialSignInBodySchema>;

/** Body of `POST auth/token/verify/`. */
export const TokenVerifyBodySchema = object({
  token: pipe(string(), nonEmpty(), maxLength(8192)),
});
export type TokenVerifyBody = InferInput<typeof TokenVerifyBodySchema>;

/** `POST auth/token/verify/`: whether a token is valid, whose and until when. */
export const TokenVerifyResponseSchema = singleOf(
  object({
    active: boolean(),
    userId: nullable(IdSchema),
    expiresAt: nullable(TimestampSchema),
  }),
);
export type TokenVerifyResponse = InferOutput<typeof TokenVerifyResponseSchema>;

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
