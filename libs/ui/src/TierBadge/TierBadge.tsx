import { cx } from '../internal/cx.js';
import { tier as tierClass } from './TierBadge.css.js';

/** Beauty Pass tiers as the account service reports them; pink is an old name of white. */
export type BeautyPassTier = 'pink' | 'white' | 'black' | 'gold';

/** The tier a member is shown: pink is treated as white. */
export function displayTier(tier: BeautyPassTier): Exclude<BeautyPassTier, 'pink'> {
  return tier === 'pink' ? 'white' : tier;
}

/** Props of {@link TierBadge}. */
export interface TierBadgeProps {
  tier: BeautyPassTier;
  /** Tier names (translated); English by default. */
  labels?: Partial<Record<'white' | 'black' | 'gold', string>>;
  /** Text before the tier name, `Beauty Pass` by default; empty for the name alone. */
  programme?: string;
  className?: string;
}

const defaultLabels = { white: 'White', black: 'Black', gold: 'Gold' };

/** A member's Beauty Pass tier in its colours: white, black or gold (pink shows as white). */
export function TierBadge({ tier, labels, programme = 'Beauty Pass', className }: TierBadgeProps) {
  const shown = displayTier(tier);
  const name = labels?.[shown] ?? defaultLabels[shown];
  return (
    <span className={cx(tierClass[shown], className)} data-tier={shown}>
      {programme ? `${programme} ${name}` : name}
    </span>
  );
}
