import { CommerceError } from '@beauty/commerce-sdk';
import type { Consents, SocialLink } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { Alert, PasswordField, Text, TextField, useNotifications } from '@beauty/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ShopLink } from '../shell/ShopLink';
import { ConsentBoxes } from './ConsentBoxes';
import { clearPendingLink } from './google/oidc';
import * as styles from './account.css';
import { serverFieldErrors, type FieldErrors } from './formErrors';
import { usePasswordChecklist, usePasswordFieldLabels } from './passwordRules';
import { emptyRegistration, registrationErrors, type RegistrationForm } from './registration';
import { useCommerce, useSignedInAs } from './useAccountActions';
import { ReadyButton } from './ReadyButton';

export interface RegisterFormProps {
  returnTo: string;
  /** A social identity no member has linked yet: linked to the new account, its email filled in. */
  social?: { link: SocialLink; email?: string };
}

/**
 * Registration: names, email, a password with its live checklist (AUTH_MS_PV_001 to 005) and its
 * confirmation (007), the four consents (two compulsory, over 14 mandatory, marketing optional)
 * linking the privacy policy and the terms. The API's refusals show against their fields; a new
 * member is signed in and goes on to `returnTo`.
 */
export function RegisterForm({ returnTo, social }: RegisterFormProps) {
  const i18n = useI18n();
  const commerce = useCommerce();
  const { notify } = useNotifications();
  const signedIn = useSignedInAs();
  const passwordLabels = usePasswordFieldLabels();
  const [form, setForm] = useState<RegistrationForm>(() => ({
    ...emptyRegistration(),
    email: social?.email ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const rules = usePasswordChecklist(form.password, { email: form.email });

  const register = useMutation({
    mutationFn: async (body: RegistrationForm) => {
      const client = await commerce();
      await client.user.create({
        ...body,
        // Every required consent is ticked (registrationErrors), and the API checks it again.
        consents: body.consents as Consents,
        phone: null,
        birthday: null,
        ...(social && { social: social.link }),
      });
      return client.auth.token.create({
        grant_type: 'password',
        email: body.email,
        password: body.password,
      });
    },
    onSuccess: (answer) => {
      // The identity is linked now: the next Google sign-in finds the member.
      if (social) clearPendingLink();
      signedIn(answer, returnTo, 'auth.registered');
    },
    onError: (error) => {
      const taken = error instanceof CommerceError && error.statusCode === 409;
      const fields = taken ? { email: 'auth.email_taken' as const } : serverFieldErrors(error);
      setErrors(fields);
      notify({
        type: 'error',
        title: i18n.text(
          Object.keys(fields).length > 0 ? 'auth.fix_errors' : 'common.something_went_wrong',
        ),
      });
    },
  });

  const update = <K extends keyof RegistrationForm>(field: K, value: RegistrationForm[K]) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // Once the shopper tried to send, errors follow what they fix.
    if (submitted) setErrors(registrationErrors(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = registrationErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify({ type: 'error', title: i18n.text('auth.fix_errors') });
      return;
    }
    register.mutate(form);
  };

  const errorOf = (field: string): string | undefined => {
    const key = errors[field];
    return key ? i18n.text(key as Parameters<typeof i18n.text>[0]) : undefined;
  };
  const mismatch =
    form.passwordConfirmation !== '' && form.passwordConfirmation !== form.password
      ? i18n.text('password.AUTH_MS_PV_007')
      : undefined;

  return (
    <>
      <Text tone="muted">{i18n.text('auth.register_intro')}</Text>
      {social ? <Alert tone="info" title={i18n.text('errors.google_not_linked')} /> : null}
      <form method="post" className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.names}>
          <TextField
            label={i18n.text('auth.first_name')}
            name="firstName"
            autoComplete="given-name"
            required
            value={form.firstName}
            onChange={(event) => update('firstName', event.target.value)}
            error={errorOf('firstName')}
          />
          <TextField
            label={i18n.text('auth.last_name')}
            name="lastName"
            autoComplete="family-name"
            required
            value={form.lastName}
            onChange={(event) => update('lastName', event.target.value)}
            error={errorOf('lastName')}
          />
        </div>
        <TextField
          label={i18n.text('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(event) => update('email', event.target.value)}
          error={errorOf('email')}
        />
        <PasswordField
          label={i18n.text('auth.password')}
          name="password"
          required
          value={form.password}
          onValueChange={(value) => update('password', value)}
          rules={rules}
          labels={passwordLabels}
          error={errorOf('password')}
        />
        <PasswordField
          label={i18n.text('auth.confirm_password')}
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          value={form.passwordConfirmation}
          onValueChange={(value) => update('passwordConfirmation', value)}
          rules={[]}
          labels={passwordLabels}
          error={mismatch ?? errorOf('passwordConfirmation')}
        />
        <fieldset className={styles.consents}>
          <legend className={styles.legend}>{i18n.text('auth.consents')}</legend>
          <ConsentBoxes
            termsSection="beauty-pass"
            choices={form.consents}
            onChange={(field, checked) =>
              update('consents', { ...form.consents, [field]: checked })
            }
            showError={(field) => errors[`consents.${field}`] !== undefined}
          />
        </fieldset>
        <ReadyButton type="submit" fullWidth loading={register.isPending}>
          {i18n.text('auth.register_submit')}
        </ReadyButton>
      </form>
      <Text>
        {i18n.t('auth.have_account', {
          link: (chunks) => (
            <ShopLink href={`/sign_in?return_to=${encodeURIComponent(returnTo)}`}>
              {chunks}
            </ShopLink>
          ),
        })}
      </Text>
    </>
  );
}
