import { importCatalogue } from '@beauty/i18n';
import { I18nProvider } from '@beauty/i18n/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { usePasswordChecklist } from './passwordRules';

const catalogues = { en: await importCatalogue('en'), th: await importCatalogue('th') };

function checklist(
  password: string,
  context: Parameters<typeof usePasswordChecklist>[1],
  language: 'en' | 'th' = 'en',
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider
      country={language === 'th' ? 'th' : 'sg'}
      language={language}
      catalogue={catalogues[language]}
    >
      {children}
    </I18nProvider>
  );
  return renderHook(() => usePasswordChecklist(password, context), { wrapper }).result.current;
}

describe('usePasswordChecklist', () => {
  it('lists rules 001 to 005 for registration, worded in the visit’s language, ticked live', () => {
    expect(checklist('', { email: 'ana@example.com' })).toEqual([
      { code: 'AUTH_MS_PV_001', met: false, label: 'Password must be at least 8 characters long.' },
      { code: 'AUTH_MS_PV_002', met: false, label: 'Password must contain at least 1 digit.' },
      {
        code: 'AUTH_MS_PV_003',
        met: false,
        label: 'Password must contain at least 1 special character (e.g. @, $, #).',
      },
      {
        code: 'AUTH_MS_PV_004',
        met: false,
        label: 'Password must contain at least 1 lowercase and 1 uppercase letter.',
      },
      { code: 'AUTH_MS_PV_005', met: false, label: 'Password must not be the same as your email.' },
    ]);
    const typed = checklist('Rose2026', { email: 'ana@example.com' });
    expect(typed.map((rule) => [rule.code, rule.met])).toEqual([
      ['AUTH_MS_PV_001', true],
      ['AUTH_MS_PV_002', true],
      ['AUTH_MS_PV_003', false],
      ['AUTH_MS_PV_004', true],
      ['AUTH_MS_PV_005', true],
    ]);
  });

  it('holds a new password to 006 on the reset page, and words it in Thai for a Thai visit', () => {
    const rules = checklist('Rose#2026', { previousPasswords: [] }, 'th');
    expect(rules.map((rule) => rule.code)).toEqual([
      'AUTH_MS_PV_001',
      'AUTH_MS_PV_002',
      'AUTH_MS_PV_003',
      'AUTH_MS_PV_004',
      'AUTH_MS_PV_006',
    ]);
    expect(rules.every((rule) => rule.met)).toBe(true);
    expect(rules[0]!.label).not.toBe('Password must be at least 8 characters long.');
  });
});
