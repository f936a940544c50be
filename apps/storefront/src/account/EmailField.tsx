import { useI18n } from '@beauty/i18n/react';
import { TextField } from '@beauty/ui';

/** An account form's email field, filled in by the browser's saved address. */
export function EmailField({
  value,
  onValueChange,
  error,
}: {
  value: string;
  onValueChange: (email: string) => void;
  error: string | undefined;
}) {
  const i18n = useI18n();
  return (
    <TextField
      label={i18n.text('auth.email')}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={error}
    />
  );
}
