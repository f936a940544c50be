import { CommerceError } from '@beauty/commerce-sdk';
import { useI18n } from '@beauty/i18n/react';
import { Alert, PasswordField, Text, useNotifications } from '@beauty/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ShopLink } from '../shell/ShopLink';
import * as styles from './account.css';
import { EmailField } from './EmailField';
import { blockedReference } from './formErrors';
import { usePasswordFieldLabels } from './passwordRules';
import { useCommerce, useSignedInAs } from './useAccountActions';
import { GoogleSignInButton } from './google/GoogleSignInButton';
import { ReadyButton } from './ReadyButton';

/** Where the shop's customer support is reached from a refused sign-in. */
const SUPPORT_PATH = '/about';

/**
 * Email and password sign-in. A wrong email or password says 'Authentication failed.' (never
 * which); a refused attempt says it was blocked, with the reference ID to quote to support and the
 * way to unlock the account. A member goes on to `returnTo`, a path of this shop.
 */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const i18n = useI18n();
  const commerce = useCommerce();
  const { notify } = useNotifications();
  const signedIn = useSignedInAs();
  const passwordLabels = usePasswordFieldLabels();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});

  const signIn = useMutation({
    mutationFn: async () =>
      (await commerce()).auth.token.create({ grant_type: 'password', email, password }),
    onSuccess: (answer) => signedIn(answer, returnTo),
    onError: (error) => {
      const blocked = blockedReference(error) !== undefined;
      notify({
        type: 'error',
        title: i18n.text(
          blocked
            ? 'errors.sign_in_blocked'
            : error instanceof CommerceError && error.statusCode === 401
              ? 'errors.authentication_failed'
              : 'common.something_went_wrong',
        ),
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = { email: email.trim() === '', password: password === '' };
    setMissing(empty);
    if (empty.email || empty.password) return;
    signIn.mutate();
  };

  const reference = blockedReference(signIn.error);
  const refused = signIn.error instanceof CommerceError && signIn.error.statusCode === 401;
  const registerHref = `/register?return_to=${encodeURIComponent(returnTo)}`;
  return (
    <>
      <Text tone="muted">{i18n.text('auth.sign_in_intro')}</Text>
      {reference !== undefined ? (
        <Alert tone="danger" title={i18n.text('errors.sign_in_blocked')}>
          <Text>
            {i18n.t('errors.sign_in_blocked_help', {
              link: (chunks) => <ShopLink href={SUPPORT_PATH}>{chunks}</ShopLink>,
              referenceId: reference,
            })}
          </Text>
          <Text>
            {i18n.t('auth.unlock_offer', {
              link: (chunks) => <ShopLink href="/users/unlock">{chunks}</ShopLink>,
            })}
          </Text>
        </Alert>
      ) : refused ? (
        <Alert tone="danger" title={i18n.text('errors.authentication_failed')} />
      ) : signIn.isError ? (
        <Alert tone="danger" title={i18n.text('common.something_went_wrong')} />
      ) : null}
      <form method="post" className={styles.form} onSubmit={submit} noValidate>
        <EmailField
          value={email}
          onValueChange={setEmail}
          error={missing.email ? i18n.text('auth.required') : undefined}
        />
        <PasswordField
          label={i18n.text('auth.password')}
          name="password"
          required
          value={password}
          onValueChange={setPassword}
          rules={[]}
          labels={passwordLabels}
          error={missing.password ? i18n.text('auth.required') : undefined}
        />
        <ReadyButton type="submit" fullWidth loading={signIn.isPending}>
          {i18n.text('common.sign_in')}
        </ReadyButton>
      </form>
      <div className={styles.links}>
        <ShopLink href="/reset-password">{i18n.text('auth.forgot_password')}</ShopLink>
      </div>
      <div className={styles.divider}>{i18n.text('auth.or')}</div>
      <GoogleSignInButton returnTo={returnTo} />
      <Text>
        {i18n.t('auth.new_member', {
          link: (chunks) => <ShopLink href={registerHref}>{chunks}</ShopLink>,
        })}
      </Text>
    </>
  );
}
