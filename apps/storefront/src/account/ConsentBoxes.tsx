import { useI18n } from '@beauty/i18n/react';
import { ConsentCheckbox, Text } from '@beauty/ui';
import type { ReactNode } from 'react';
import { ShopLink } from '../shell/ShopLink';
import { REGISTRATION_CONSENTS, type ConsentChoices } from './registration';

/** The legal pages the consent texts link to. */
export const PRIVACY_PATH = '/pages/privacy';
export const TERMS_PATH = '/pages/terms';

const requirementLabel = {
  compulsory: 'consent.compulsory',
  mandatory: 'consent.mandatory',
  optional: 'consent.optional',
} as const;

const privacyLink = (chunks: ReactNode[]) => <ShopLink href={PRIVACY_PATH}>{chunks}</ShopLink>;
const termsLink = (chunks: ReactNode[]) => <ShopLink href={TERMS_PATH}>{chunks}</ShopLink>;

export interface ConsentBoxesProps {
  choices: ConsentChoices;
  onChange: (field: keyof ConsentChoices, checked: boolean) => void;
  /** Whether a box shows its required-consent error (after a refused submit). */
  showError?: (field: keyof ConsentChoices) => boolean;
  /** Prefix of the boxes' form names. */
  namePrefix?: string;
}

/**
 * The four consent boxes (spec section 5) with their privacy link, and the terms they accept: the
 * same on registration and on a guest's checkout.
 */
export function ConsentBoxes({ choices, onChange, showError, namePrefix = '' }: ConsentBoxesProps) {
  const i18n = useI18n();
  return (
    <>
      {REGISTRATION_CONSENTS.map((consent) => (
        <ConsentCheckbox
          key={consent.field}
          name={`${namePrefix}${consent.field}`}
          requirement={consent.requirement}
          checked={choices[consent.field]}
          onCheckedChange={(checked) => onChange(consent.field, checked)}
          showError={showError?.(consent.field) ?? false}
          label={
            consent.label === 'consent.personal_data' || consent.label === 'consent.third_parties'
              ? i18n.t(consent.label, { privacyLink })
              : i18n.text(consent.label)
          }
          labels={{
            required: i18n.text(requirementLabel[consent.requirement]),
            optional: i18n.text('consent.optional'),
            error: i18n.text('consent.required_error'),
          }}
        />
      ))}
      <Text size="sm">{i18n.t('consent.terms', { termsLink })}</Text>
    </>
  );
}
