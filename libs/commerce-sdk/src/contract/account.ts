import {
  array,
  boolean,
  check,
  forward,
  integer,
  literal,
  maxLength,
  maxValue,
  minLength,
  minValue,
  nonEmpty,
  nullable,
  number,
  object,
  omit,
  optional,
  partial,
  picklist,
  pipe,
  regex,
  string,
  trim,
  union,
} from 'valibot';
import {
  CountryCodeSchema,
  DateSchema,
  EmailSchema,
  IdSchema,
  LanguageCodeSchema,
  MoneySchema,
  PagingQuerySchema,
  PhoneSchema,
  TimestampSchema,
  listOf,
  pageOf,
  singleOf,
} from './shared.js';
import { AccountSummarySchema, SocialProviderSchema, TierSchema } from './auth.js';
import { endpoint } from './endpoint.js';
import { PASSWORD_RULES } from './values.js';
import { named, types } from './named.js';
import type {
  AccountResponse,
  BeautyProfile,
  BeautyProfileResponse,
  Consents,
  DeletedResponse,
  InsiderGift,
  InsiderGiftType,
  LoyaltyAccount,
  MessageResponse,
  PasswordResetBody,
  PasswordResetRequestBody,
  PointLogEntry,
  PointLogResponse,
  PointSource,
  RegistrationBody,
  SandboxUser,
  SandboxUserListResponse,
  SandboxUserResponse,
  SandboxUserUpdateBody,
  SandboxUserUpdateBodyOutput,
  SessionsDeleteQuery,
  SocialLink,
  UnlockBody,
  UnlockRequestBody,
  TierMessage,
  TierMessageKind,
  User,
  UserResponse,
} from './types.gen.js';

/**
 * Password rules 001 to 004 of `PASSWORD_RULES`: each issue's message is its code, translated by
 * the shop. Kept as `minLength` and `regex` actions so the OpenAPI document shows them.
 */
export const PasswordSchema = pipe(
  string(),
  maxLength(128),
  minLength(PASSWORD_RULES.minLength, 'AUTH_MS_PV_001'),
  regex(PASSWORD_RULES.patterns.AUTH_MS_PV_002, 'AUTH_MS_PV_002'),
  regex(PASSWORD_RULES.patterns.AUTH_MS_PV_003, 'AUTH_MS_PV_003'),
  regex(PASSWORD_RULES.patterns.AUTH_MS_PV_004, 'AUTH_MS_PV_004'),
);

/** Consents of registration: the first three must be given, marketing is optional. */
export const ConsentsSchema = named(
  object({
    dataCollection: literal(true, 'Required field'),
    thirdPartyDisclosure: literal(true, 'Required field'),
    over14: literal(true, 'Required field'),
    marketing: boolean(),
  }),
  types<Consents>,
);

const NameSchema = pipe(
  string(),
  trim(),
  nonEmpty('Required field'),
  maxLength(100, 'Character limit exceeded'),
);

/** A social provider's identity token, linked to the member being registered. */
export const SocialLinkSchema = named(
  object({
    provider: SocialProviderSchema,
    idToken: pipe(string(), nonEmpty(), maxLength(8192)),
  }),
  types<SocialLink>,
);

/** Body of `POST user`: registration, with the password rules 001 to 005 and 007. */
export const RegistrationBodySchema = named(
  pipe(
    object({
      email: EmailSchema,
      password: PasswordSchema,
      passwordConfirmation: string(),
      firstName: NameSchema,
      lastName: NameSchema,
      phone: nullable(PhoneSchema),
      birthday: nullable(DateSchema),
      consents: ConsentsSchema,
      /** The social identity to link, after its sign-in answered that no member has linked it. */
      social: optional(SocialLinkSchema),
    }),
    forward(
      check((input) => !PASSWORD_RULES.sameAsEmail(input.password, input.email), 'AUTH_MS_PV_005'),
      ['password'],
    ),
    forward(
      check(
        (input) => PASSWORD_RULES.matches(input.password, input.passwordConfirmation),
        'AUTH_MS_PV_007',
      ),
      ['passwordConfirmation'],
    ),
  ),
  types<RegistrationBody>,
);

/** The signed-in shopper's profile. */
export const UserSchema = named(
  object({
    id: IdSchema,
    email: string(),
    firstName: string(),
    lastName: string(),
    phone: nullable(PhoneSchema),
    birthday: nullable(DateSchema),
    country: CountryCodeSchema,
    language: LanguageCodeSchema,
    isEmployee: boolean(),
    consents: object({ marketing: boolean() }),
    createdAt: TimestampSchema,
  }),
  types<User>,
);

/** `GET user` and `POST user` */
export const UserResponseSchema = named(singleOf(UserSchema), types<UserResponse>);

/**
 * Point-log sources with a name of their own (spec section 3), the one list of them: the shop's
 * messages for them (`@beauty/i18n`) are keyed by this union.
 */
export const NamedPointSourceSchema = picklist([
  'manual_points_adjustment',
  'level_redemption',
  'expired_points',
  'survey_points',
  'used_points',
  'loyalty_points',
  'online_review',
  'published_review',
  'completed_beauty_profile',
  'downloaded_mobile_app',
  'referred_mobile_app',
  'bonus_points',
  'purchase_points',
  'purchase_points_with_order_number',
  'product_review_with_name',
]);

/** Where points of the point log come from: a named source or `registration_of_{product}_account`. */
export const PointSourceSchema = named(
  union([NamedPointSourceSchema, pipe(string(), regex(/^registration_of_[a-z0-9_]+_account$/))]),
  types<PointSource>,
);

/** One entry of the point log. */
export const PointLogEntrySchema = named(
  object({
    id: IdSchema,
    source: PointSourceSchema,
    /** Negative for spent or expired points. */
    points: pipe(number(), integer()),
    createdAt: TimestampSchema,
    orderNumber: nullable(string()),
    productName: nullable(string()),
  }),
  types<PointLogEntry>,
);

/** Insider gift kinds. */
export const InsiderGiftTypeSchema = named(
  picklist([
    'welcome_voucher',
    'birthday_voucher',
    'gold_welcome',
    'birthday_points',
    'staff_discount',
    'others',
  ]),
  types<InsiderGiftType>,
);

/**
 * Which tier message applies (spec section 4): the shop's texts for them are keyed by this union
 * (`tierMessageKey` of `@beauty/i18n`).
 */
export const TierMessageKindSchema = named(
  picklist([
    'just_upgraded',
    'in_progress',
    'just_downgraded',
    'downgrade_warning',
    'keep_tier',
    'max_tier',
  ]),
  types<TierMessageKind>,
);

/** The tier message of the account, with the numbers its text needs. */
export const TierMessageSchema = named(
  object({
    kind: TierMessageKindSchema,
    /** The member's tier as shown: pink is white. */
    tier: TierSchema,
    /** The tier the amount leads to or keeps: the next tier, the tier to return to, or the tier kept. */
    targetTier: nullable(TierSchema),
    /** Spend of the tier year so far, in the member's currency. */
    spend: MoneySchema,
    /** Spend still needed for `targetTier` within the tier year; `null` when nothing is needed. */
    amount: nullable(MoneySchema),
    /** How far the year's spend is towards `targetTier`, in percent (0 to 100). */
    progress: pipe(number(), integer(), minValue(0), maxValue(100)),
    /** The deadline of `amount` (the end of the tier year) or, with `keep_tier`, the date kept until. */
    date: nullable(DateSchema),
  }),
  types<TierMessage>,
);

/** An insider gift of the member (spec section 3). */
export const InsiderGiftSchema = named(
  object({
    type: InsiderGiftTypeSchema,
    title: string(),
    validTill: nullable(DateSchema),
    redeemed: boolean(),
  }),
  types<InsiderGift>,
);

/** The Beauty Pass account: tier, points and their log. */
export const LoyaltyAccountSchema = named(
  object({
    tier: TierSchema,
    cardNumber: string(),
    /** The sum of the point log. */
    pointsBalance: pipe(number(), integer(), minValue(0)),
    /** Points of rewards waiting in the bag: taken when the order is placed. */
    pointsOnHold: pipe(number(), integer(), minValue(0)),
    /** Points expiring next and when (18 months without purchase or redemption). */
    pointsExpiring: nullable(
      object({ points: pipe(number(), integer(), minValue(0)), expiresAt: DateSchema }),
    ),
    /** Purchase points earned in the tier year. */
    tierPointsCounter: pipe(number(), integer(), minValue(0)),
    /** Spend of the tier year (major units of the member's currency) towards the next tier (or to keep gold). */
    yearSpend: object({ amount: number(), target: nullable(number()) }),
    nextTier: nullable(TierSchema),
    tierMessage: TierMessageSchema,
    /** The latest entries (the first page of `account/point-log`). */
    pointLog: array(PointLogEntrySchema),
    insiderGifts: array(InsiderGiftSchema),
  }),
  types<LoyaltyAccount>,
);

/** `GET account/point-log`: the point log, newest first, a page at a time. */
export const PointLogResponseSchema = named(pageOf(PointLogEntrySchema), types<PointLogResponse>);

const ProfileChoiceSchema = <const T extends [string, ...string[]]>(options: T) =>
  nullable(picklist(options, 'Invalid value'));
const ProfileChoicesSchema = <const T extends [string, ...string[]]>(options: T) =>
  pipe(array(picklist(options, 'Invalid value')), maxLength(10, 'Character limit exceeded'));

/** Skin, hair, eyes and fragrance of the beauty profile: what recommendations are made from. */
export const BeautyProfileBodySchema = object({
  skinType: ProfileChoiceSchema(['dry', 'normal', 'oily', 'combination', 'sensitive']),
  skinTone: ProfileChoiceSchema(['fair', 'light', 'medium', 'tan', 'deep']),
  skinConcerns: ProfileChoicesSchema([
    'acne',
    'ageing',
    'dark_spots',
    'dryness',
    'dullness',
    'oiliness',
    'pores',
    'redness',
    'uneven_texture',
  ]),
  hairType: ProfileChoiceSchema(['straight', 'wavy', 'curly', 'coily']),
  hairConcerns: ProfileChoicesSchema(['colour_care', 'damage', 'dandruff', 'frizz', 'thinning']),
  eyeColour: ProfileChoiceSchema(['brown', 'blue', 'green', 'hazel', 'grey']),
  fragranceFamilies: ProfileChoicesSchema(['floral', 'fresh', 'fruity', 'gourmand', 'woody']),
});

/** The member's beauty profile; `completed` once every single choice is made. */
export const BeautyProfileSchema = named(
  object({
    ...BeautyProfileBodySchema.entries,
    completed: boolean(),
    updatedAt: nullable(TimestampSchema),
  }),
  types<BeautyProfile>,
);

/** `GET account/beauty-profile` and `PUT account/beauty-profile` */
export const BeautyProfileResponseSchema = named(
  singleOf(BeautyProfileSchema),
  types<BeautyProfileResponse>,
);

/** `GET account`: profile summary plus the Beauty Pass account. */
export const AccountResponseSchema = named(
  singleOf(
    object({ ...AccountSummarySchema.entries, email: string(), loyalty: LoyaltyAccountSchema }),
  ),
  types<AccountResponse>,
);

/** A test user of the sandbox pages. */
export const SandboxUserSchema = named(
  object({
    id: IdSchema,
    email: string(),
    firstName: string(),
    lastName: string(),
    tier: TierSchema,
    pointsBalance: pipe(number(), integer(), minValue(0)),
    isEmployee: boolean(),
    country: CountryCodeSchema,
  }),
  types<SandboxUser>,
);

/** Body of `POST sandbox/users/`. */
export const SandboxUserCreateBodySchema = object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: NameSchema,
  lastName: NameSchema,
  tier: optional(TierSchema, 'white'),
  pointsBalance: optional(pipe(number(), integer(), minValue(0), maxValue(10_000_000)), 0),
  isEmployee: optional(boolean(), false),
  country: optional(CountryCodeSchema, 'sg'),
});

/** Body of `PATCH sandbox/users/{id}`. */
export const SandboxUserUpdateBodySchema = named(
  partial(omit(SandboxUserCreateBodySchema, ['email', 'password'])),
  types<SandboxUserUpdateBodyOutput, SandboxUserUpdateBody>,
);

export const SandboxUserResponseSchema = named(
  singleOf(SandboxUserSchema),
  types<SandboxUserResponse>,
);
export const SandboxUserListResponseSchema = named(
  listOf(SandboxUserSchema),
  types<SandboxUserListResponse>,
);

/** A signed-out answer (`DELETE sessions`, `DELETE sandbox/users/{id}`). */
export const DeletedResponseSchema = named(
  singleOf(object({ deleted: literal(true) })),
  types<DeletedResponse>,
);

/** Body of `POST passwords`: asks for a reset email (the answer never says whether the email exists). */
export const PasswordResetRequestBodySchema = named(
  object({ email: EmailSchema }),
  types<PasswordResetRequestBody>,
);

/** Body of `PUT passwords`: sets a new password with the emailed token. */
export const PasswordResetBodySchema = named(
  pipe(
    object({
      token: pipe(string(), nonEmpty(), maxLength(512)),
      password: PasswordSchema,
      passwordConfirmation: string(),
    }),
    forward(
      check(
        (input) => PASSWORD_RULES.matches(input.password, input.passwordConfirmation),
        'AUTH_MS_PV_007',
      ),
      ['passwordConfirmation'],
    ),
  ),
  types<PasswordResetBody>,
);

/** Answer of the password calls: a message safe to show whether or not the email exists. */
export const MessageResponseSchema = named(
  singleOf(object({ message: string() })),
  types<MessageResponse>,
);

/**
 * Query of `DELETE sessions`: `scope: 'all'` ends every session of the member, on every device
 * (sign out everywhere); by default only the current one.
 */
export const SessionsDeleteQuerySchema = named(
  object({ scope: optional(picklist(['current', 'all'], 'Invalid value')) }),
  types<SessionsDeleteQuery>,
);

/** Body of `POST unlocks`: asks for an unlock email (the answer never says whether the email exists). */
export const UnlockRequestBodySchema = named(
  object({ email: EmailSchema }),
  types<UnlockRequestBody>,
);

/** Body of `PUT unlocks`: lifts the sign-in block of the account with the emailed token. */
export const UnlockBodySchema = named(
  object({ token: pipe(string(), nonEmpty(), maxLength(512)) }),
  types<UnlockBody>,
);

export const sessionsDelete = endpoint({
  method: 'DELETE',
  path: 'sessions',
  query: SessionsDeleteQuerySchema,
  response: DeletedResponseSchema,
});
export const unlocksCreate = endpoint({
  method: 'POST',
  path: 'unlocks',
  body: UnlockRequestBodySchema,
  response: MessageResponseSchema,
});
export const unlocksReplace = endpoint({
  method: 'PUT',
  path: 'unlocks',
  body: UnlockBodySchema,
  response: MessageResponseSchema,
});
export const userList = endpoint({ method: 'GET', path: 'user', response: UserResponseSchema });
export const userCreate = endpoint({
  method: 'POST',
  path: 'user',
  body: RegistrationBodySchema,
  response: UserResponseSchema,
});
export const accountList = endpoint({
  method: 'GET',
  path: 'account',
  response: AccountResponseSchema,
});
export const accountPointLogList = endpoint({
  method: 'GET',
  path: 'account/point-log',
  query: PagingQuerySchema,
  response: PointLogResponseSchema,
});
export const accountBeautyProfileGet = endpoint({
  method: 'GET',
  path: 'account/beauty-profile',
  response: BeautyProfileResponseSchema,
});
export const accountBeautyProfileReplace = endpoint({
  method: 'PUT',
  path: 'account/beauty-profile',
  body: BeautyProfileBodySchema,
  response: BeautyProfileResponseSchema,
});
export const passwordsCreate = endpoint({
  method: 'POST',
  path: 'passwords',
  body: PasswordResetRequestBodySchema,
  response: MessageResponseSchema,
});
export const passwordsReplace = endpoint({
  method: 'PUT',
  path: 'passwords',
  body: PasswordResetBodySchema,
  response: MessageResponseSchema,
});
export const sandboxUsersList = endpoint({
  method: 'GET',
  path: 'sandbox/users',
  response: SandboxUserListResponseSchema,
});
export const sandboxUsersGet = endpoint({
  method: 'GET',
  path: 'sandbox/users/:id',
  response: SandboxUserResponseSchema,
});
export const sandboxUsersCreate = endpoint({
  method: 'POST',
  path: 'sandbox/users',
  body: SandboxUserCreateBodySchema,
  response: SandboxUserResponseSchema,
});
export const sandboxUsersUpdate = endpoint({
  method: 'PATCH',
  path: 'sandbox/users/:id',
  body: SandboxUserUpdateBodySchema,
  response: SandboxUserResponseSchema,
});
export const sandboxUsersDelete = endpoint({
  method: 'DELETE',
  path: 'sandbox/users/:id',
  response: DeletedResponseSchema,
});
