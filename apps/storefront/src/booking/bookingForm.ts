import { CommerceError } from '@beauty/commerce-sdk';
import {
  BookingFormMessages,
  ReservationCreateBodySchema,
  type BookingQuestion,
  type ReservationCreateBody,
} from '@beauty/commerce-sdk/contract';
import type { MessageKey } from '@beauty/i18n';

/** What the shopper types into the booking form. */
export interface BookingFormValues {
  fullName: string;
  email: string;
  /** The mobile number without its calling code; empty when not given. */
  phone: string;
  /** Answers by question id (`'true'`/`'false'` for a checkbox). */
  answers: Readonly<Record<number, string>>;
}

/** What the form is for: the slot chosen and the activity's form. */
export interface BookingFormContext {
  activityId: number;
  storeId: number;
  startsAt: string;
  /** `null`: any available artist. */
  artistId: number | null;
  callingCode: string;
  phoneRequired: boolean;
  questions: readonly BookingQuestion[];
}

/** A field of the form: `fullName`, `email`, `phone` or `answers.{questionId}`. */
export type BookingField = 'fullName' | 'email' | 'phone' | `answers.${number}`;

/** The form's faults, each field's first, as the spec's messages in the shopper's language. */
export type BookingFormErrors = Partial<Record<BookingField, MessageKey>>;

type FormMessage = (typeof BookingFormMessages)[keyof typeof BookingFormMessages];

const messageKeys: Record<FormMessage, MessageKey> = {
  [BookingFormMessages.fullNameRequired]: 'booking.full_name_required',
  [BookingFormMessages.invalidEmail]: 'booking.invalid_email',
  [BookingFormMessages.invalidPhoneNumber]: 'booking.invalid_phone',
  [BookingFormMessages.requiredField]: 'booking.required_field',
  [BookingFormMessages.characterLimit]: 'booking.character_limit',
};

/** The message key of one of the booking form's messages, or `undefined` for any other text. */
export const formMessageKey = (message: string): MessageKey | undefined =>
  Object.hasOwn(messageKeys, message) ? messageKeys[message as FormMessage] : undefined;

/** A field's fallback message when the schema's issue is not one of the form's own. */
const fieldFallback: Record<'fullName' | 'email' | 'phone', MessageKey> = {
  fullName: 'booking.full_name_required',
  email: 'booking.invalid_email',
  phone: 'booking.invalid_phone',
};

/** The request body the form's values make (answers left blank are not sent). */
export function bookingBody(
  values: BookingFormValues,
  context: BookingFormContext,
): ReservationCreateBody {
  const phone = values.phone.replace(/[\s-]/g, '');
  return {
    activityId: context.activityId,
    storeId: context.storeId,
    startsAt: context.startsAt,
    artistId: context.artistId,
    fullName: values.fullName,
    email: values.email,
    phone: phone === '' ? null : { callingCode: context.callingCode, number: phone },
    answers: context.questions.flatMap((question) => {
      const value = values.answers[question.id]?.trim() ?? '';
      return value === '' ? [] : [{ questionId: question.id, value }];
    }),
  };
}

type PathItem = PropertyKey | { key: PropertyKey };
const keyOf = (item: PathItem) => (typeof item === 'object' ? item.key : item);

/**
 * Checks the form as the server will: the contract's schema of the booking form (as typed), then
 * the activity's own form (a phone it requires, required questions, answers' limits). Answers the
 * body to send, or the faults to show.
 */
export function checkBookingForm(
  values: BookingFormValues,
  context: BookingFormContext,
): { body: ReservationCreateBody; errors?: undefined } | { errors: BookingFormErrors } {
  const body = bookingBody(values, context);
  const errors: BookingFormErrors = {};
  const set = (field: BookingField, key: MessageKey) => {
    errors[field] ??= key;
  };
  const result = ReservationCreateBodySchema['~standard'].validate(body) as {
    issues?: readonly { message: string; path?: readonly PathItem[] }[];
  };
  for (const issue of result.issues ?? []) {
    const [first, second] = (issue.path ?? []).map(keyOf);
    if (first === 'answers' && typeof second === 'number') {
      const answer = body.answers[second];
      if (answer) set(`answers.${answer.questionId}`, 'booking.character_limit');
    } else if (first === 'fullName' || first === 'email' || first === 'phone') {
      set(first, formMessageKey(issue.message) ?? fieldFallback[first]);
    }
  }
  if (body.phone === null && context.phoneRequired) set('phone', 'booking.required_field');
  for (const question of context.questions) {
    const value = values.answers[question.id]?.trim() ?? '';
    const blank = value === '' || (question.type === 'checkbox' && value !== 'true');
    if (question.required && blank) set(`answers.${question.id}`, 'booking.required_field');
    else if (question.maxLength !== null && value.length > question.maxLength) {
      set(`answers.${question.id}`, 'booking.character_limit');
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

/**
 * The field and message of a form the server refused (400 with one of the form's messages and
 * `data.field`), or `undefined` for any other failure.
 */
export function serverFormError(
  error: unknown,
): { field: BookingField; key: MessageKey } | undefined {
  if (!(error instanceof CommerceError) || error.statusCode !== 400) return undefined;
  const key = formMessageKey(error.message);
  const field = (error.data as { field?: unknown } | undefined)?.field;
  if (!key || typeof field !== 'string') return undefined;
  const [name, id] = field.split('.');
  if (name === 'answers' && id !== undefined && /^\d+$/.test(id)) {
    return { field: `answers.${Number(id)}`, key };
  }
  return name === 'fullName' || name === 'email' || name === 'phone'
    ? { field: name, key }
    : undefined;
}
