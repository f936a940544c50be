import { useI18n } from '@beauty/i18n/react';
import { Alert, Text, useNotifications } from '@beauty/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as styles from './account.css';
import { EmailField } from './EmailField';
import { ReadyButton } from './ReadyButton';

/**
 * Asks for a link by email (password reset, unlock). Whatever the email, the answer is the same
 * neutral `sent` message: the page never tells whether an account exists.
 */
export function RequestLinkForm({
  intro,
  submitLabel,
  sent,
  send,
}: {
  intro: string;
  submitLabel: string;
  /** The neutral answer for the email the link was asked for. */
  sent: (email: string) => string;
  /** Asks the API to mail the link. */
  send: (email: string) => Promise<unknown>;
}) {
  const i18n = useI18n();
  const { notify } = useNotifications();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const request = useMutation({
    mutationFn: send,
    onSuccess: (_answer, to) => notify({ type: 'success', title: sent(to) }),
    onError: () => notify({ type: 'error', title: i18n.text('common.something_went_wrong') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(email.trim() === '');
    if (email.trim() !== '') request.mutate(email.trim());
  };
  return (
    <>
      <Text tone="muted">{intro}</Text>
      {request.isSuccess ? <Alert tone="info" title={sent(request.variables)} /> : null}
      {request.isError ? (
        <Alert tone="danger" title={i18n.text('common.something_went_wrong')} />
      ) : null}
      <form method="post" className={styles.form} onSubmit={submit} noValidate>
        <EmailField
          value={email}
          onValueChange={setEmail}
          error={missing ? i18n.text('auth.required') : undefined}
        />
        <ReadyButton type="submit" fullWidth loading={request.isPending}>
          {submitLabel}
        </ReadyButton>
      </form>
    </>
  );
}
