import { useI18n } from '@beauty/i18n/react';
import { Heading, Text, TierBadge } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { accountQuery } from '../queries/member';
import { ACCOUNT_PAGES } from './AccountLayout';
import { ShopLink } from '../shell/ShopLink';
import { useMembersOnlyQuery } from './membersOnly';
import * as styles from './memberPages.css';

/**
 * The member's account at a glance: name, tier, points balance and the way to their orders and
 * Beauty Pass. Members only: a guest is sent to sign in and back here.
 */
export function AccountSummary() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const account = useMembersOnlyQuery(accountQuery(context));
  const data = account.data?.data;
  return (
    <>
      <Heading level={1}>{i18n.text('shell.account_title')}</Heading>
      {!data ? (
        <Text tone="muted">{i18n.text('common.loading')}</Text>
      ) : (
        <div className={styles.section} data-testid="account-summary">
          <Text size="lg">{i18n.text('shell.greeting', { name: data.firstName })}</Text>
          <p>
            <TierBadge
              tier={data.loyalty.tier}
              labels={{
                white: i18n.text('tier.name.white'),
                black: i18n.text('tier.name.black'),
                gold: i18n.text('tier.name.gold'),
              }}
            />
          </p>
          <Text>{i18n.text('points.balance', { points: data.loyalty.pointsBalance })}</Text>
          <ul className={styles.links}>
            {ACCOUNT_PAGES.slice(1).map((page) => (
              <li key={page.href}>
                <ShopLink href={page.href}>{i18n.text(page.label)}</ShopLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
