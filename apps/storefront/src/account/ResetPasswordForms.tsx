import { useI18n } from '@beauty/i18n/react';
import { Alert, PasswordField, useNotifications } from '@beauty/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useShopNavigate } from '../navigation/useShopNavigate';
import { ShopLink } from '../shell/ShopLink';
import * as styles from './account.css';
import { expiredLink, serverFieldErrors, type FieldErrors } from './formErrors';
import { meetsPasswordRules, usePasswordChecklist, usePasswordFieldLabels } from './passwordRules';
import { useCommerce } from './useAccountActions';
import { ReadyButton } from './ReadyButton';
import { RequestLinkForm } from './RequestLinkForm';

/** The reset page's own path: its emailed link adds the token. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Asks for a reset link, then offers the way back to sign-in. */
export function RequestResetForm() {
  const i18n = useI18n();
  const commerce = useCommerce();
  return (
    <>
      <RequestLinkForm
        intro={i18n.text('auth.forgot_intro')}
        submitLabel={i18n.text('auth.send_reset_link')}
        sent={(email) => i18n.text('errors.reset_link_sent', { email })}
        send={async (email) => (await commerce()).passwords.create({ email })}
      />
      <ShopLink href="/sign_in">{i18n.text('common.sign_in')}</ShopLink>
    </>
  );
}

/**
 * The new password of an emailed link: its checklist (001 to 004, and 006, which only the API can
 * check against the email and the previous 2 passwords) and its confirmation (007). A stale or
 * used link 'has expired': the shopper asks for a new one.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const i18n = useI18n();
  const commerce = useCommerce();
  const { notify } = useNotifications();
  const go = useShopNavigate();
  const passwordLabels = usePasswordFieldLabels();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const context = { previousPasswords: [] };
  const rules = usePasswordChecklist(password, context);

  const reset = useMutation({
    mutationFn: async () =>
      (await commerce()).passwords.replace({
        token,
        password,
        passwordConfirmation: confirmation,
      }),
    onSuccess: () => {
      notify({ type: 'success', title: i18n.text('auth.password_changed') });
      go(i18n.href('/sign_in'));
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      notify({
        type: 'error',
        title: i18n.text(expiredLink(error) ? 'errors.reset_token_expired' : 'auth.fix_errors'),
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, FieldErrors[string]> = {};
    if (!meetsPasswordRules(password, context)) {
      const unmet = rules.find((rule) => !rule.met);
      found.password =
        password === '' ? 'auth.required' : (`password.${unmet!.code}` as FieldErrors[string]);
    }
    if (confirmation !== password) found.passwordConfirmation = 'password.AUTH_MS_PV_007';
    setErrors(found);
    if (Object.keys(found).length === 0) reset.mutate();
  };
  const errorOf = (field: string) => {
    const key = errors[field];
    return key ? i18n.text(key as Parameters<typeof i18n.text>[0]) : undefined;
  };

  if (expiredLink(reset.error)) {
    return (
      <Alert tone="danger" title={i18n.text('errors.reset_token_expired')}>
        <ShopLink href={RESET_PASSWORD_PATH}>{i18n.text('auth.request_new_link')}</ShopLink>
      </Alert>
    );
  }
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <PasswordField
        label={i18n.text('auth.new_password')}
        name="password"
        required
        value={password}
        onValueChange={setPassword}
        rules={rules}
        labels={passwordLabels}
        error={errorOf('password')}
      />
      <PasswordField
        label={i18n.text('auth.confirm_password')}
        name="passwordConfirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        onValueChange={setConfirmation}
        rules={[]}
        labels={passwordLabels}
        error={
          confirmation !== '' && confirmation !== password
            ? i18n.text('password.AUTH_MS_PV_007')
            : errorOf('passwordConfirmation')
        }
      />
      <ReadyButton type="submit" fullWidth loading={reset.isPending}>
        {i18n.text('auth.change_password')}
      </ReadyButton>
    </form>
  );
}
