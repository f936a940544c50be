import type { BeautyProfile, BeautyProfileBody } from '@beauty/commerce-sdk/contract';
import type { Queryable } from '../db/database.js';
import { iso } from '../db/timestamps.js';
import { addEntry, entryKeys } from './ledger.js';

/** Points for completing the beauty profile, once (`completed_beauty_profile`). */
export const BEAUTY_PROFILE_POINTS = 50;

interface ProfileRow {
  skin_type: string | null;
  skin_tone: string | null;
  skin_concerns: string[];
  hair_type: string | null;
  hair_concerns: string[];
  eye_colour: string | null;
  fragrance_families: string[];
  updated_at: Date | string;
}

type Choices = Required<BeautyProfileBody>;

const empty: Choices = {
  skinType: null,
  skinTone: null,
  skinConcerns: [],
  hairType: null,
  hairConcerns: [],
  eyeColour: null,
  fragranceFamilies: [],
};

/** Complete once every single choice is made (the lists may stay empty: no concern is an answer). */
const isComplete = (choices: Choices) =>
  choices.skinType !== null &&
  choices.skinTone !== null &&
  choices.hairType !== null &&
  choices.eyeColour !== null;

/** The member's beauty profile; an empty one before the first answer. */
export async function readBeautyProfile(db: Queryable, userId: number): Promise<BeautyProfile> {
  const [row] = await db.query<ProfileRow>(
    `SELECT skin_type, skin_tone, skin_concerns, hair_type, hair_concerns, eye_colour,
            fragrance_families, updated_at
     FROM beauty_profiles WHERE user_id = $1`,
    [userId],
  );
  const choices: Choices = row
    ? ({
        skinType: row.skin_type,
        skinTone: row.skin_tone,
        skinConcerns: row.skin_concerns,
        hairType: row.hair_type,
        hairConcerns: row.hair_concerns,
        eyeColour: row.eye_colour,
        fragranceFamilies: row.fragrance_families,
      } as Choices)
    : empty;
  return {
    ...choices,
    completed: isComplete(choices),
    updatedAt: row ? iso(row.updated_at) : null,
  };
}

/**
 * Replaces the member's beauty profile (the contract has checked every choice), in the caller's
 * transaction. Completing it the first time earns {@link BEAUTY_PROFILE_POINTS} points.
 */
export async function replaceBeautyProfile(
  tx: Queryable,
  userId: number,
  body: Choices,
): Promise<void> {
  const unique = (values: readonly string[]) => [...new Set(values)];
  await tx.query(
    `INSERT INTO beauty_profiles (user_id, skin_type, skin_tone, skin_concerns, hair_type,
       hair_concerns, eye_colour, fragrance_families, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (user_id) DO UPDATE SET skin_type = $2, skin_tone = $3, skin_concerns = $4,
       hair_type = $5, hair_concerns = $6, eye_colour = $7, fragrance_families = $8,
       updated_at = now()`,
    [
      userId,
      body.skinType,
      body.skinTone,
      unique(body.skinConcerns),
      body.hairType,
      unique(body.hairConcerns),
      body.eyeColour,
      unique(body.fragranceFamilies),
    ],
  );
  if (isComplete(body)) {
    await addEntry(tx, {
      userId,
      source: 'completed_beauty_profile',
      points: BEAUTY_PROFILE_POINTS,
      key: entryKeys.beautyProfile(userId),
    });
  }
}
