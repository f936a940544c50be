import type { TermsSection } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { ConsentCheckbox, Text, VisuallyHidden } from '@beauty/ui';
import type { ReactNode } from 'react';
import { ShopLink } from '../shell/ShopLink';
import { PRIVACY_PATH, termsHref } from './legal';
import { REGISTRATION_CONSENTS, type ConsentChoices } from './registration';

const requirementLabel = {
  compulsory: 'consent.compulsory',
  mandatory: 'consent.mandatory',
  optional: 'consent.optional',
} as const;

export interface ConsentBoxesProps {
  choices: ConsentChoices;
  onChange: (field: keyof ConsentChoices, checked: boolean) => void;
  /** Whether a box shows its required-consent error (after a refused submit). */
  showError?: (field: keyof ConsentChoices) => boolean;
  /** Prefix of the boxes' form names. */
  namePrefix?: string;
  /** The part of the terms the shopper accepts here, which the terms link opens at. */
  termsSection: TermsSection;
}

/**
 * The four consent boxes (spec section 5) with their privacy link, and the terms they accept: the
 * same on registration and on a guest's checkout, the terms link opening at the part that applies.
 */
export function ConsentBoxes({
  choices,
  onChange,
  showError,
  namePrefix = '',
  termsSection,
}: ConsentBoxesProps) {
  const i18n = useI18n();
  // The legal pages open beside the form, so what was typed in it stays.
  const legalLink = (href: string) => (chunks: ReactNode[]) => (
    <ShopLink href={href} target="_blank" rel="noopener">
      {chunks}
      <VisuallyHidden> {i18n.text('consent.opens_in_new_tab')}</VisuallyHidden>
    </ShopLink>
  );
  const privacyLink = legalLink(PRIVACY_PATH);
  const termsLink = legalLink(termsHref(termsSection));
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
