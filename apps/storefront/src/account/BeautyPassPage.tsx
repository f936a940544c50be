import type { AccountResponse, Reward } from '@beauty/commerce-sdk/contract';
import { giftTypeKey, tierNameKey } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import {
  Badge,
  Button,
  Heading,
  Pagination,
  PointsSummary,
  Text,
  useNotifications,
} from '@beauty/ui';
import { invalidateCommerceQueries } from '@beauty/commerce-sdk/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { signInHref } from '../navigation/returnTo';
import { shopMutations } from '../queries/mutations';
import { accountQuery, POINT_LOG_PER_PAGE, pointLogQuery, rewardsQuery } from '../queries/member';
import { ShopLink } from '../shell/ShopLink';
import { useInBrowser } from '../shell/useInBrowser';
import { pointLogLabel, rewardRefusal, tierMessageText } from './beautyPass';
import { refusedAsGuest, useMemberSession } from './membersOnly';
import * as styles from './memberPages.css';

type Account = AccountResponse['data'];

const GROUPS = [
  { group: 'under_500', title: 'bag.rewards_under_500' },
  { group: '500_and_above', title: 'bag.rewards_500_and_above' },
] as const;

/** Tier, balance, expiring points and the tier message of the member's state. */
function MemberSummary({ account }: { account: Account }) {
  const i18n = useI18n();
  const { loyalty } = account;
  const expiring = loyalty.pointsExpiring;
  const tierMessage = tierMessageText(i18n, loyalty.tierMessage, account.firstName);
  return (
    <div className={styles.section} data-testid="points-summary">
      <PointsSummary
        tier={loyalty.tier}
        points={loyalty.pointsBalance}
        expiringPoints={expiring?.points}
        expiryDate={expiring?.expiresAt}
        progress={loyalty.tierMessage.progress / 100}
        progressMessage={tierMessage}
        country={i18n.country}
        language={i18n.language}
        labels={{
          balance: i18n.text('points.balance_label'),
          progress: i18n.text('points.tier_progress'),
          expiring: (_, date) =>
            i18n.text('points.expiring', { points: expiring?.points ?? 0, expiry: date }),
          tiers: {
            white: i18n.text('tier.name.white'),
            black: i18n.text('tier.name.black'),
            gold: i18n.text('tier.name.gold'),
          },
        }}
      />
      <Text tone="muted">{i18n.text('account.card_number', { number: loyalty.cardNumber })}</Text>
      {loyalty.pointsOnHold > 0 ? (
        <Text tone="muted">{i18n.text('points.on_hold', { points: loyalty.pointsOnHold })}</Text>
      ) : null}
      {loyalty.tierMessage.kind === 'keep_tier' ? (
        <Text tone="muted">{i18n.text('tier.spend_not_carried')}</Text>
      ) : null}
      <Text tone="muted">{i18n.text('points.expiry_rule')}</Text>
      <Text tone="muted">{i18n.text('points.update_delay')}</Text>
    </div>
  );
}

/** The rewards, grouped under 499 and from 500 points; members redeem, guests are invited to join. */
function Rewards({ account, member }: { account: Account | undefined; member: boolean }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const inBrowser = useInBrowser();
  const href = useRouterState({ select: (state) => state.location.href });
  const titleId = useId();
  const rewards = useQuery(rewardsQuery(context));
  const options = shopMutations(context).rewards.create();
  const redeem = useMutation({
    ...options,
    onSuccess: (answer) => {
      notify({
        type: 'success',
        title: i18n.text('points.redeemed', {
          title: answer.data.reward.title,
          points: answer.data.pointsBalance,
        }),
      });
      void invalidateCommerceQueries(queryClient, options);
    },
    onError: (error, variables) => {
      const reward = rewards.data?.data.find((candidate) => candidate.id === variables.rewardId);
      notify({ type: 'error', title: rewardRefusal(i18n, error, reward?.title) });
    },
  });
  const balance = account?.loyalty.pointsBalance;

  const tile = (reward: Reward) => (
    <li key={reward.id} className={styles.tile} data-testid="reward">
      <p className={styles.tileTitle}>{reward.title}</p>
      <p className={styles.muted}>{reward.description}</p>
      <p className={styles.muted}>{i18n.text('bag.reward_cost', { points: reward.points })}</p>
      {reward.minimumTier ? (
        <p className={styles.muted}>
          {i18n.text('points.reward_for_tier', {
            tier: i18n.text(tierNameKey(reward.minimumTier)),
          })}
        </p>
      ) : null}
      {reward.validTill ? (
        <p className={styles.muted}>
          {i18n.text('points.reward_valid_till', {
            date: i18n.formatDate(reward.validTill, { dateStyle: 'medium' }),
          })}
        </p>
      ) : null}
      {reward.fullyRedeemed ? (
        <p>
          <Badge tone="neutral">{i18n.text('bag.fully_redeemed')}</Badge>
        </p>
      ) : member ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={i18n.text('bag.redeem_named', { title: reward.title })}
          loading={redeem.isPending && redeem.variables.rewardId === reward.id}
          disabled={balance === undefined || balance < reward.points}
          onClick={() => redeem.mutate({ rewardId: reward.id })}
        >
          {i18n.text('bag.redeem')}
        </Button>
      ) : null}
    </li>
  );

  const list = rewards.data?.data ?? [];
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {i18n.text('points.rewards_title')}
      </h2>
      {/* Known in the browser only, where the session is: the server renders neither. */}
      {inBrowser && !member ? (
        <div className={styles.section} data-testid="members-only">
          <Text>{i18n.text('errors.members_only_redeem')}</Text>
          <div className={styles.links}>
            <ShopLink href={signInHref(href)}>{i18n.text('common.sign_in')}</ShopLink>
            <ShopLink href={`/register?return_to=${encodeURIComponent(href)}`}>
              {i18n.text('common.register')}
            </ShopLink>
          </div>
        </div>
      ) : null}
      {rewards.isPending ? (
        <Text tone="muted">{i18n.text('common.loading')}</Text>
      ) : list.length === 0 ? (
        <Text tone="muted">{i18n.text('bag.no_rewards')}</Text>
      ) : (
        GROUPS.map(({ group, title }) => {
          const grouped = list.filter((reward) => reward.group === group);
          return grouped.length === 0 ? null : (
            <div key={group} className={styles.section}>
              <h3 className={styles.tileTitle}>{i18n.text(title)}</h3>
              <ul className={styles.tiles}>{grouped.map(tile)}</ul>
            </div>
          );
        })
      )}
    </section>
  );
}

/** The member's insider gifts by type: welcome and birthday vouchers, gold gift, staff discount. */
function InsiderGifts({ account }: { account: Account }) {
  const i18n = useI18n();
  const titleId = useId();
  const gifts = account.loyalty.insiderGifts;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {i18n.text('points.gifts_title')}
      </h2>
      {gifts.length === 0 ? (
        <Text tone="muted">{i18n.text('points.gifts_empty')}</Text>
      ) : (
        <ul className={styles.tiles}>
          {gifts.map((gift) => (
            <li key={`${gift.type}-${gift.title}`} className={styles.tile} data-gift={gift.type}>
              <p className={styles.tileTitle}>{i18n.text(giftTypeKey(gift.type))}</p>
              <p className={styles.muted}>{gift.title}</p>
              {gift.validTill ? (
                <p className={styles.muted}>
                  {i18n.text('points.reward_valid_till', {
                    date: i18n.formatDate(gift.validTill, { dateStyle: 'medium' }),
                  })}
                </p>
              ) : null}
              {gift.redeemed ? (
                <p>
                  <Badge tone="neutral">{i18n.text('points.gift_used')}</Badge>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The point log, newest first, a page at a time, each entry with its source's label. */
function PointLog({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const titleId = useId();
  const log = useQuery(pointLogQuery(context, page));
  if (log.isError) throw log.error;
  const data = log.data;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {i18n.text('points.log_title')}
      </h2>
      {!data ? (
        <Text tone="muted">{i18n.text('common.loading')}</Text>
      ) : data.data.length === 0 ? (
        <Text tone="muted">{i18n.text('points.log_empty')}</Text>
      ) : (
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                {i18n.text('points.log_date')}
              </th>
              <th className={styles.cell} scope="col">
                {i18n.text('points.log_activity')}
              </th>
              <th className={styles.numberCell} scope="col">
                {i18n.text('points.log_points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((entry) => (
              <tr key={entry.id} data-testid="point-log-entry">
                <td className={styles.cell}>
                  {i18n.formatDate(entry.createdAt, { dateStyle: 'medium' })}
                </td>
                <td className={styles.cell}>{pointLogLabel(i18n, entry)}</td>
                <td className={styles.numberCell}>
                  {entry.points > 0 ? '+' : ''}
                  {i18n.formatNumber(entry.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data ? (
        <Pagination
          page={page}
          pageCount={Math.ceil(data.meta.total / (data.meta.perPage || POINT_LOG_PER_PAGE))}
          onPageChange={onPageChange}
          labels={{
            navigation: i18n.text('points.log_pages'),
            previous: i18n.text('order.list_previous'),
            next: i18n.text('order.list_next'),
            page: (number) => i18n.text('order.list_page', { page: String(number) }),
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * The Beauty Pass page. A member sees their tier, balance, expiring points, tier progress with the
 * message of their state, insider gifts, the point log and rewards to redeem. A guest sees the
 * rewards and the invitation to sign in or register: only registered members can redeem.
 */
export function BeautyPassPage({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const session = useMemberSession();
  const account = useQuery({ ...accountQuery(context), enabled: session, retry: false });
  const member = session && !refusedAsGuest(account.error);
  if (account.isError && member) throw account.error;
  const data = member ? account.data?.data : undefined;
  return (
    <>
      <Heading level={1}>{i18n.text('shell.beauty_pass_title')}</Heading>
      {member ? (
        data ? (
          <MemberSummary account={data} />
        ) : (
          <Text tone="muted">{i18n.text('common.loading')}</Text>
        )
      ) : null}
      <Rewards account={data} member={member} />
      {data ? (
        <>
          <InsiderGifts account={data} />
          <PointLog page={page} onPageChange={onPageChange} />
        </>
      ) : null}
    </>
  );
}
