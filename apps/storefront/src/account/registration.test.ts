import { CommerceError } from '@beauty/commerce-sdk';
import { describe, expect, it } from 'vitest';
import { blockedReference, serverFieldErrors, validationMessageKey } from './formErrors';
import { emptyRegistration, registrationErrors, type RegistrationForm } from './registration';

const complete: RegistrationForm = {
  firstName: 'Mei',
  lastName: 'Tan',
  email: 'mei.tan@example.com',
  password: 'Blossom#2026',
  passwordConfirmation: 'Blossom#2026',
  consents: { dataCollection: true, thirdPartyDisclosure: true, over14: true, marketing: false },
};

describe('registrationErrors', () => {
  it('lets a complete form through, with marketing left optional', () => {
    expect(registrationErrors(complete)).toEqual({});
  });

  it('holds an empty form back on every required field and consent', () => {
    expect(registrationErrors(emptyRegistration())).toEqual({
      firstName: 'auth.required',
      lastName: 'auth.required',
      email: 'auth.required',
      password: 'auth.required',
      'consents.dataCollection': 'consent.required_error',
      'consents.thirdPartyDisclosure': 'consent.required_error',
      'consents.over14': 'consent.required_error',
    });
  });

  it('names the first password rule not met, the email rule and a confirmation that differs', () => {
    const errors = (password: string, changes: Partial<RegistrationForm> = {}) =>
      registrationErrors({ ...complete, password, passwordConfirmation: password, ...changes });
    expect(errors('Sh#1a').password).toBe('password.AUTH_MS_PV_001');
    expect(errors('Blossom#Two').password).toBe('password.AUTH_MS_PV_002');
    expect(errors('Blossom2026').password).toBe('password.AUTH_MS_PV_003');
    expect(errors('blossom#2026').password).toBe('password.AUTH_MS_PV_004');
    expect(errors('Mei.Tan1@example.com', { email: 'mei.tan1@example.com' }).password).toBe(
      'password.AUTH_MS_PV_005',
    );
    expect(registrationErrors({ ...complete, passwordConfirmation: 'Blossom#2025' })).toEqual({
      passwordConfirmation: 'password.AUTH_MS_PV_007',
    });
  });

  it('requires the over-14 consent as much as the two compulsory ones, never marketing', () => {
    const without = (field: keyof RegistrationForm['consents']) =>
      registrationErrors({ ...complete, consents: { ...complete.consents, [field]: false } });
    expect(without('over14')).toEqual({ 'consents.over14': 'consent.required_error' });
    expect(without('thirdPartyDisclosure')).toEqual({
      'consents.thirdPartyDisclosure': 'consent.required_error',
    });
    expect(without('marketing')).toEqual({});
  });
});

describe('the API’s refusals', () => {
  it('map field issues of a 400 onto the shop’s messages, by field path', () => {
    const error = new CommerceError('Invalid request', {
      statusCode: 400,
      data: {
        issues: {
          nested: {
            password: ['AUTH_MS_PV_006'],
            'consents.over14': ['Required field'],
            email: ['Invalid email'],
            lastName: ['Character limit exceeded'],
          },
        },
      },
    });
    expect(serverFieldErrors(error)).toEqual({
      password: 'password.AUTH_MS_PV_006',
      'consents.over14': 'auth.required',
      email: 'auth.invalid_email',
      lastName: 'booking.character_limit',
    });
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
    expect(validationMessageKey('Something new')).toBe('common.something_went_wrong');
  });

  it('read the reference ID of a blocked sign-in, and nothing from other failures', () => {
    const blocked = new CommerceError('This sign-in attempt was blocked.', {
      statusCode: 429,
      data: { referenceId: 'SI-0A1B2C3D4E' },
    });
    expect(blockedReference(blocked)).toBe('SI-0A1B2C3D4E');
    expect(
      blockedReference(new CommerceError('Authentication failed.', { statusCode: 401 })),
    ).toBeUndefined();
  });
});
