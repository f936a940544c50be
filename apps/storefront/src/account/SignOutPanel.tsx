import { useI18n } from '@beauty/i18n/react';
import { Inline, Text, useNotifications } from '@beauty/ui';
import { useMutation } from '@tanstack/react-query';
import { ShopLink } from '../shell/ShopLink';
import { useMember } from './session';
import { useCommerce, useSessionChange } from './useAccountActions';
import { ReadyButton } from './ReadyButton';

type Scope = 'current' | 'all';

/**
 * Signing out of this device, or of every device the member is signed in on (every session ends
 * on the API at once). Either way the session cookies go and the shopper lands on the home page.
 */
export function SignOutPanel() {
  const i18n = useI18n();
  const commerce = useCommerce();
  const member = useMember();
  const { notify } = useNotifications();
  const changed = useSessionChange();
  const signOut = useMutation({
    mutationFn: async (scope: Scope) => (await commerce()).sessions.delete({ scope }),
    onSuccess: (_answer, scope) => {
      notify({
        type: 'success',
        title: i18n.text(scope === 'all' ? 'auth.signed_out_everywhere' : 'auth.signed_out'),
      });
      changed('/');
    },
    onError: () => notify({ type: 'error', title: i18n.text('common.something_went_wrong') }),
  });

  if (!member) {
    return <ShopLink href="/sign_in">{i18n.text('common.sign_in')}</ShopLink>;
  }
  return (
    <>
      <Text>{i18n.text('auth.sign_out_intro')}</Text>
      <Inline space="sm">
        <ReadyButton
          onClick={() => signOut.mutate('current')}
          loading={signOut.isPending && signOut.variables === 'current'}
        >
          {i18n.text('common.sign_out')}
        </ReadyButton>
        <ReadyButton
          variant="secondary"
          onClick={() => signOut.mutate('all')}
          loading={signOut.isPending && signOut.variables === 'all'}
        >
          {i18n.text('auth.sign_out_everywhere')}
        </ReadyButton>
      </Inline>
    </>
  );
}
