import { ServerMessages } from '@beauty/commerce-sdk/contract';

/**
 * Beauty Pass messages the contract's {@link ServerMessages} does not spell (its `membersOnly`,
 * 'Only registered members can redeem', `fullyRedeemed` and `rewardExpired` come from there).
 */
export const LoyaltyMessages = {
  ...ServerMessages,
  notEnoughPoints: (points: number, validPoints: number) =>
    `You need ${points} points to redeem this reward; you have ${validPoints}`,
  tierRequired: (tier: string) => `This reward is for ${tier} members and above`,
  rewardNotInBag: 'This reward is not in your bag',
} as const;
