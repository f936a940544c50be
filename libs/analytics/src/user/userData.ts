import { md5Hex, sha256Hex } from './hash.js';

/** A signed-in shopper as the shop knows them; every field is optional. */
export interface AnalyticsShopper {
  id: string | number;
  isEmployee?: boolean | null;
  /** Age in years; computed from `dateOfBirth` when missing. */
  age?: number | null;
  /** ISO date (YYYY-MM-DD). */
  dateOfBirth?: string | null;
  /** Beauty Pass card number. */
  cardNumber?: string | null;
  email?: string | null;
  mobileNumber?: string | null;
  loyaltyPoints?: number | null;
  /** Beauty Pass tier: pink, white, black or gold. */
  loyaltyTier?: string | null;
  tierPointsCounter?: number | null;
}

/** The user variables pushed with events: contact details only as hashes, never raw. */
export interface AnalyticsUserData {
  id: string;
  is_employee: boolean;
  age: number | null;
  card_number: string | null;
  email_sha256: string | null;
  email_md5: string | null;
  mobile_number_md5: string | null;
  loyalty_points: number | null;
  loyalty_tier: string | null;
  tier_points_counter: number | null;
}

/**
 * The analytics user data of a signed-in shopper, or `null` for a guest. Email and mobile number
 * are trimmed and lower-cased, then hashed (SHA-256 with Web Crypto, MD5); the raw values are
 * never part of the result. The pink tier is reported as white, as the loyalty programme treats it.
 */
export async function buildUserData(
  shopper: AnalyticsShopper | null | undefined,
  options: { now?: Date; subtle?: SubtleCrypto } = {},
): Promise<AnalyticsUserData | null> {
  if (!shopper) return null;
  const email = present(shopper.email);
  const mobile = present(shopper.mobileNumber);
  const tier = present(shopper.loyaltyTier)?.toLowerCase() ?? null;
  return {
    id: String(shopper.id),
    is_employee: shopper.isEmployee === true,
    age: shopper.age ?? ageFrom(shopper.dateOfBirth, options.now ?? new Date()),
    card_number: present(shopper.cardNumber),
    email_sha256: email === null ? null : await sha256Hex(email, options.subtle),
    email_md5: email === null ? null : md5Hex(email),
    mobile_number_md5: mobile === null ? null : md5Hex(mobile),
    loyalty_points: shopper.loyaltyPoints ?? null,
    loyalty_tier: tier === 'pink' ? 'white' : tier,
    tier_points_counter: shopper.tierPointsCounter ?? null,
  };
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Whole years between an ISO birth date and `now`, or `null` when the date is unusable. */
export function ageFrom(dateOfBirth: string | null | undefined, now: Date): number | null {
  const match = dateOfBirth ? /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 && age < 150 ? age : null;
}
