export { TierBadge, displayTier, type BeautyPassTier, type TierBadgeProps } from './TierBadge.js';
