import { CommerceError } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Alert, Text, useNotifications } from '@beauty/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useShopNavigate } from '../../navigation/useShopNavigate';
import { ShopLink } from '../../shell/ShopLink';
import { useCommerce, useSignedInAs } from '../useAccountActions';
import { completeSignIn, keepPendingLink } from './oidc';

/**
 * The provider's return: the code is exchanged, the ID token given to the API (`auth/social`). A
 * linked member is signed in; an identity no member has linked leads to registration, which
 * links it ('Google account not yet linked, please register.').
 */
export function GoogleCallback({ code, state }: { code?: string; state?: string }) {
  const i18n = useI18n();
  const commerce = useCommerce();
  const { boot } = useRouteContext({ from: '__root__' });
  const { notify } = useNotifications();
  const signedIn = useSignedInAs();
  const go = useShopNavigate();
  const [failed, setFailed] = useState(false);
  // The code is usable once: a second run (Strict Mode's) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    const config = boot.googleSignIn;
    if (started.current || !config) return;
    started.current = true;
    void (async () => {
      let flow: Awaited<ReturnType<typeof completeSignIn>> | undefined;
      try {
        const { auth } = await commerce();
        flow = await completeSignIn(config, { code, state }, auth.social);
        signedIn(
          await auth.social.create({ provider: 'google', idToken: flow.idToken }),
          flow.returnTo,
        );
      } catch (error) {
        if (flow && error instanceof CommerceError && error.code === 'social_account_not_linked') {
          keepPendingLink({
            link: { provider: 'google', idToken: flow.idToken },
            email: flow.email,
          });
          notify({ type: 'default', title: i18n.text('errors.google_not_linked') });
          go(i18n.href(`/register?return_to=${encodeURIComponent(flow.returnTo)}`));
          return;
        }
        notify({ type: 'error', title: i18n.text('auth.google_failed') });
        setFailed(true);
      }
    })();
  }, [boot.googleSignIn, code, state, commerce, signedIn, notify, go, i18n]);

  if (failed || !boot.googleSignIn) {
    return (
      <Alert tone="danger" title={i18n.text('auth.google_failed')}>
        <ShopLink href="/sign_in">{i18n.text('common.sign_in')}</ShopLink>
      </Alert>
    );
  }
  return <Text tone="muted">{i18n.text('auth.google_signing_in')}</Text>;
}
