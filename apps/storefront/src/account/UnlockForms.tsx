import { useI18n } from '@beauty/i18n/react';
import { Alert, Text, useNotifications } from '@beauty/ui';
import { useMutation } from '@tanstack/react-query';
import { ShopLink } from '../shell/ShopLink';
import { expiredLink } from './formErrors';
import { useCommerce } from './useAccountActions';
import { ReadyButton } from './ReadyButton';
import { RequestLinkForm } from './RequestLinkForm';

/** The unlock page's own path: its emailed link adds the token. */
export const UNLOCK_PATH = '/users/unlock';

/** Asks for an unlock link, after sign-in attempts were blocked. */
export function RequestUnlockForm() {
  const i18n = useI18n();
  const commerce = useCommerce();
  return (
    <RequestLinkForm
      intro={i18n.text('auth.unlock_intro')}
      submitLabel={i18n.text('auth.send_unlock_link')}
      sent={(email) => i18n.text('auth.unlock_link_sent', { email })}
      send={async (email) => (await commerce()).unlocks.create({ email })}
    />
  );
}

/**
 * The emailed link's page: one press lifts the blocks (a link a mail scanner opens changes
 * nothing). A stale or used link has expired: the shopper asks for a new one.
 */
export function UnlockAccount({ token }: { token: string }) {
  const i18n = useI18n();
  const commerce = useCommerce();
  const { notify } = useNotifications();
  const unlock = useMutation({
    mutationFn: async () => (await commerce()).unlocks.replace({ token }),
    onSuccess: () => notify({ type: 'success', title: i18n.text('auth.unlocked') }),
    onError: (error) =>
      notify({
        type: 'error',
        title: i18n.text(
          expiredLink(error) ? 'auth.unlock_expired' : 'common.something_went_wrong',
        ),
      }),
  });
  if (unlock.isSuccess) {
    return (
      <Alert tone="success" title={i18n.text('auth.unlocked')}>
        <ShopLink href="/sign_in">{i18n.text('common.sign_in')}</ShopLink>
      </Alert>
    );
  }
  if (expiredLink(unlock.error)) {
    return (
      <Alert tone="danger" title={i18n.text('auth.unlock_expired')}>
        <ShopLink href={UNLOCK_PATH}>{i18n.text('auth.request_new_link')}</ShopLink>
      </Alert>
    );
  }
  return (
    <>
      <Text>{i18n.text('auth.unlock_confirm')}</Text>
      <ReadyButton onClick={() => unlock.mutate()} loading={unlock.isPending}>
        {i18n.text('auth.unlock_submit')}
      </ReadyButton>
    </>
  );
}
