import { CommerceError } from '@beauty/commerce-sdk';
import type { BookingQuestion } from '@beauty/commerce-sdk/contract';
import { describe, expect, it } from 'vitest';
import { checkBookingForm, serverFormError, type BookingFormContext } from './bookingForm';

const look: BookingQuestion = {
  id: 7,
  label: 'Which look would you like?',
  type: 'select',
  required: true,
  options: ['Natural', 'Glam'],
  maxLength: null,
};
const notes: BookingQuestion = {
  id: 8,
  label: 'Anything we should know?',
  type: 'textarea',
  required: false,
  options: [],
  maxLength: 10,
};
const context: BookingFormContext = {
  activityId: 3,
  storeId: 4,
  startsAt: '2026-12-05T14:00:00+08:00',
  artistId: null,
  callingCode: '+65',
  phoneRequired: true,
  questions: [look, notes],
};
const filled = {
  fullName: '  Mei Tan ',
  email: 'mei@example.com',
  phone: '9123 4567',
  answers: { 7: 'Glam', 8: '' },
};

describe('the booking form', () => {
  it('makes the body the server takes: any available artist, the phone with its calling code', () => {
    expect(checkBookingForm(filled, context)).toEqual({
      body: {
        activityId: 3,
        storeId: 4,
        startsAt: '2026-12-05T14:00:00+08:00',
        artistId: null,
        fullName: '  Mei Tan ',
        email: 'mei@example.com',
        phone: { callingCode: '+65', number: '91234567' },
        answers: [{ questionId: 7, value: 'Glam' }],
      },
    });
  });

  it('answers the spec’s messages, each under its field', () => {
    const checked = checkBookingForm(
      { fullName: ' ', email: 'mei@', phone: '12', answers: { 8: 'far too long here' } },
      context,
    );
    expect(checked.errors).toEqual({
      fullName: 'booking.full_name_required',
      email: 'booking.invalid_email',
      phone: 'booking.invalid_phone',
      'answers.7': 'booking.required_field',
      'answers.8': 'booking.character_limit',
    });
  });

  it('asks for the phone only where the activity requires it', () => {
    const noPhone = { ...filled, phone: '' };
    expect(checkBookingForm(noPhone, context).errors).toEqual({ phone: 'booking.required_field' });
    expect(checkBookingForm(noPhone, { ...context, phoneRequired: false }).errors).toBeUndefined();
  });

  it('limits the full name as the contract does', () => {
    expect(checkBookingForm({ ...filled, fullName: 'x'.repeat(101) }, context).errors).toEqual({
      fullName: 'booking.character_limit',
    });
  });

  it('puts a refusal of the server under the field it names', () => {
    const refusal = (message: string, field: string) =>
      new CommerceError(message, { statusCode: 400, data: { field } });
    expect(serverFormError(refusal('Required field', 'answers.12'))).toEqual({
      field: 'answers.12',
      key: 'booking.required_field',
    });
    expect(serverFormError(refusal('Invalid phone number', 'phone.callingCode'))).toEqual({
      field: 'phone',
      key: 'booking.invalid_phone',
    });
    expect(serverFormError(refusal('Invalid request', 'answers'))).toBeUndefined();
    expect(serverFormError(new CommerceError('No time slots available', { statusCode: 409 }))).toBe(
      undefined,
    );
  });
});
