import { useI18n } from '@beauty/i18n/react';
import { useNotifications } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { authorizationUrl } from './oidc';
import { ReadyButton } from '../ReadyButton';

/**
 * 'Continue with Google': starts the provider's authorization-code flow. Absent when the shop has
 * no Google sign-in configured (production without a client id).
 */
export function GoogleSignInButton({ returnTo }: { returnTo: string }) {
  const i18n = useI18n();
  const { boot } = useRouteContext({ from: '__root__' });
  const { notify } = useNotifications();
  const [leaving, setLeaving] = useState(false);
  const config = boot.googleSignIn;
  if (!config) return null;
  const start = () => {
    setLeaving(true);
    authorizationUrl(config, returnTo).then(
      (url) => window.location.assign(url),
      () => {
        setLeaving(false);
        notify({ type: 'error', title: i18n.text('auth.google_failed') });
      },
    );
  };
  return (
    <ReadyButton variant="secondary" fullWidth loading={leaving} onClick={start}>
      {i18n.text('auth.continue_with_google')}
    </ReadyButton>
  );
}
