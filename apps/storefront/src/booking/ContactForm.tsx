import type { BookingQuestion } from '@beauty/commerce-sdk/contract';
import { countries } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { Button, Checkbox, Dropdown, TextArea, TextField } from '@beauty/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BookingField, BookingFormErrors, BookingFormValues } from './bookingForm';
import * as styles from './booking.css';

export interface ContactFormProps {
  phoneRequired: boolean;
  questions: readonly BookingQuestion[];
  /** The faults to show, each under its field (the form's own check, or the server's). */
  errors: BookingFormErrors;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: BookingFormValues) => void;
  /** A signed-in member's details, shown in the contact fields the shopper has not typed in. */
  prefill?: ContactDetails | undefined;
}

/** The contact part of the form. */
export type ContactDetails = Pick<BookingFormValues, 'fullName' | 'email' | 'phone'>;

/**
 * The booking form's contact details and the activity's questions. Checked on submit, not while
 * typing (but for the counter of a question with a character limit); the first field at fault
 * takes focus, its message read with it.
 */
export function ContactForm({
  phoneRequired,
  questions,
  errors,
  submitLabel,
  pending,
  onSubmit,
  prefill,
}: ContactFormProps) {
  const i18n = useI18n();
  // What the shopper typed; a field not typed in shows the member's detail (which may arrive
  // after the form), else stays empty.
  const [typed, setTyped] = useState<Partial<ContactDetails>>({});
  const [answers, setAnswers] = useState<BookingFormValues['answers']>({});
  const values: BookingFormValues = {
    fullName: typed.fullName ?? prefill?.fullName ?? '',
    email: typed.email ?? prefill?.email ?? '',
    phone: typed.phone ?? prefill?.phone ?? '',
    answers,
  };
  const type = (field: keyof ContactDetails, value: string) =>
    setTyped((current) => ({ ...current, [field]: value }));
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const { callingCode } = countries[i18n.country];
  const error = (field: BookingField) => {
    const key = errors[field];
    return key ? i18n.text(key) : undefined;
  };
  const answer = (id: number, value: string) =>
    setAnswers((current) => ({ ...current, [id]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit} aria-busy={pending}>
      <TextField
        label={i18n.text('booking.full_name')}
        name="fullName"
        autoComplete="name"
        required
        value={values.fullName}
        onChange={(event) => type('fullName', event.target.value)}
        error={error('fullName')}
      />
      <TextField
        label={i18n.text('booking.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => type('email', event.target.value)}
        error={error('email')}
      />
      <TextField
        label={i18n.text(phoneRequired ? 'booking.phone' : 'booking.phone_optional')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required={phoneRequired}
        hint={i18n.text('booking.phone_hint', { callingCode })}
        value={values.phone}
        onChange={(event) => type('phone', event.target.value)}
        error={error('phone')}
      />
      {questions.map((question) => {
        const label = question.required
          ? question.label
          : i18n.text('booking.question_optional', { label: question.label });
        const value = answers[question.id] ?? '';
        const fault = error(`answers.${question.id}`);
        if (question.type === 'select') {
          return (
            <Dropdown
              key={question.id}
              label={label}
              required={question.required}
              placeholder={i18n.text('booking.choose_option')}
              options={question.options.map((option) => ({ value: option, label: option }))}
              value={value}
              onValueChange={(next) => answer(question.id, next)}
              error={fault}
            />
          );
        }
        if (question.type === 'checkbox') {
          return (
            <Checkbox
              key={question.id}
              label={label}
              required={question.required}
              checked={value === 'true'}
              onCheckedChange={(checked) => answer(question.id, String(checked))}
              error={fault}
            />
          );
        }
        if (question.type === 'textarea') {
          return (
            <TextArea
              key={question.id}
              label={label}
              required={question.required}
              value={value}
              onChange={(event) => answer(question.id, event.target.value)}
              error={fault}
              maxLength={question.maxLength ?? undefined}
              labels={{
                counter: (count, maxLength) =>
                  i18n.text('booking.characters_used', { count, maxLength }),
                limitExceeded: i18n.text('booking.character_limit'),
              }}
            />
          );
        }
        return (
          <TextField
            key={question.id}
            label={label}
            required={question.required}
            value={value}
            onChange={(event) => answer(question.id, event.target.value)}
            error={fault}
          />
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
