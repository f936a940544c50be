import type { BeautyPassOffer } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Badge, Button } from '@beauty/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { rewardRefusal } from '../account/beautyPass';
import { signInHref } from '../navigation/returnTo';
import { shopMutations } from '../queries/mutations';
import { accountQuery } from '../queries/member';
import { useSignedIn } from '../account/session';
import { ShopLink } from '../shell/ShopLink';
import { useBagChange, type BagView } from './useBagChange';
import * as styles from './bag.css';

const GROUPS = [
  { group: 'under_500', title: 'bag.rewards_under_500' },
  { group: '500_and_above', title: 'bag.rewards_500_and_above' },
] as const;

/**
 * Beauty Pass rewards to redeem on the bag, grouped under 499 points and 500 points and above.
 * Only registered members can redeem: a guest is invited to sign in or register and come back.
 */
export function BeautyPassRewards({ bag }: { bag: BagView }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const signedIn = useSignedIn();
  const currentHref = useRouterState({ select: (state) => state.location.href });
  const titleId = useId();
  const account = useQuery({ ...accountQuery(context), enabled: signedIn, retry: false });
  const mutations = shopMutations(context);
  const refusal = (error: unknown) => rewardRefusal(i18n, error);
  const settle = (current: BagView, answer: { data: BagView['cart'] }) => ({
    ...current,
    cart: answer.data,
  });
  const redeem = useBagChange({
    options: mutations.cart.beautyPassOffers.create(),
    settle,
    refusal,
  });
  const release = useBagChange({
    options: mutations.cart.beautyPassOffers.delete(),
    settle,
    refusal,
  });
  const points = account.data?.data.loyalty.pointsBalance;

  const reward = (offer: BeautyPassOffer) => (
    <li key={offer.id} className={styles.tile} data-testid="reward">
      <p className={styles.name}>{offer.title}</p>
      <p className={styles.muted}>{offer.description}</p>
      <p className={styles.muted}>{i18n.text('bag.reward_cost', { points: offer.points })}</p>
      {offer.fullyRedeemed ? (
        <p>
          <Badge tone="neutral">{i18n.text('bag.fully_redeemed')}</Badge>
        </p>
      ) : signedIn ? (
        offer.applied ? (
          <Button
            variant="secondary"
            size="sm"
            loading={release.isPending && release.variables === offer.id}
            onClick={() => release.mutate(offer.id)}
          >
            {i18n.text('bag.remove_reward', { title: offer.title })}
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={i18n.text('bag.redeem_named', { title: offer.title })}
            loading={redeem.isPending && redeem.variables.offerId === offer.id}
            disabled={points !== undefined && points < offer.points}
            onClick={() => redeem.mutate({ offerId: offer.id })}
          >
            {i18n.text('bag.redeem')}
          </Button>
        )
      ) : null}
    </li>
  );

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {i18n.text('bag.rewards_title')}
      </h2>
      {signedIn ? (
        points === undefined ? null : (
          <p className={styles.muted}>
            {i18n.text('bag.valid_points', { validPoints: i18n.formatNumber(points) })}
          </p>
        )
      ) : (
        <p data-testid="members-only">
          {i18n.text('errors.members_only_redeem')}{' '}
          <ShopLink href={signInHref(currentHref)}>{i18n.text('bag.sign_in_or_register')}</ShopLink>
        </p>
      )}
      {bag.beautyPassOffers.length === 0 ? (
        <p className={styles.muted}>{i18n.text('bag.no_rewards')}</p>
      ) : (
        GROUPS.map(({ group, title }) => {
          const offers = bag.beautyPassOffers.filter((offer) => offer.group === group);
          return offers.length === 0 ? null : (
            <div key={group} className={styles.section}>
              <h3 className={styles.name}>{i18n.text(title)}</h3>
              <ul className={styles.tiles}>{offers.map(reward)}</ul>
            </div>
          );
        })
      )}
    </section>
  );
}
