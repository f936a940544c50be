import {
  BeautyProfileBodySchema,
  type BeautyProfile,
  type BeautyProfileBody,
} from '@beauty/commerce-sdk/contract';
import type { MessageKey } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { Button, Checkbox, Heading, RadioGroup, Text, useNotifications } from '@beauty/ui';
import { invalidateCommerceQueries } from '@beauty/commerce-sdk/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { shopMutations } from '../queries/mutations';
import { beautyProfileQuery } from '../queries/member';
import { useMembersOnlyQuery } from './membersOnly';
import * as styles from './memberPages.css';

type Choices = Required<BeautyProfileBody>;
const fields = BeautyProfileBodySchema.entries;

// The questions and their answers are the contract's: one choice, or several.
const SINGLE = [
  { field: 'skinType', label: 'account.profile.skin_type' },
  { field: 'skinTone', label: 'account.profile.skin_tone' },
  { field: 'hairType', label: 'account.profile.hair_type' },
  { field: 'eyeColour', label: 'account.profile.eye_colour' },
] as const;
const MULTIPLE = [
  { field: 'skinConcerns', label: 'account.profile.skin_concerns' },
  { field: 'hairConcerns', label: 'account.profile.hair_concerns' },
  { field: 'fragranceFamilies', label: 'account.profile.fragrance_families' },
] as const;

const optionKey = (value: string) => `account.profile.option.${value}` as MessageKey;

const choicesOf = (profile: BeautyProfile): Choices => ({
  skinType: profile.skinType,
  skinTone: profile.skinTone,
  skinConcerns: profile.skinConcerns,
  hairType: profile.hairType,
  hairConcerns: profile.hairConcerns,
  eyeColour: profile.eyeColour,
  fragranceFamilies: profile.fragranceFamilies,
});

function ProfileForm({ profile }: { profile: BeautyProfile }) {
  const i18n = useI18n();
  const text = i18n.text as (key: MessageKey) => string;
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [choices, setChoices] = useState(() => choicesOf(profile));
  const options = shopMutations(context).account.beautyProfile.replace();
  const save = useMutation({
    ...options,
    onSuccess: (answer) => {
      queryClient.setQueryData(beautyProfileQuery(context).queryKey, answer);
      // Completing the profile the first time earns points: the balance is read again.
      void invalidateCommerceQueries(queryClient, options);
      notify({
        type: 'success',
        title: i18n.text(
          answer.data.completed && !profile.completed
            ? 'account.profile_completed'
            : 'notification.saved',
        ),
      });
    },
    onError: () => notify({ type: 'error', title: i18n.text('common.something_went_wrong') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choices);
  };
  return (
    <form className={styles.section} onSubmit={submit}>
      {SINGLE.map(({ field, label }) => (
        <RadioGroup
          key={field}
          label={text(label)}
          orientation="horizontal"
          options={fields[field].wrapped.options.map((value) => ({
            value,
            label: text(optionKey(value)),
          }))}
          value={choices[field] ?? ''}
          onValueChange={(value) => setChoices((current) => ({ ...current, [field]: value }))}
        />
      ))}
      {MULTIPLE.map(({ field, label }) => (
        <fieldset key={field} className={styles.fieldset}>
          <legend className={styles.tileTitle}>{text(label)}</legend>
          <div className={styles.links}>
            {fields[field].item.options.map((value) => {
              const picked = (choices[field] as readonly string[]).includes(value);
              return (
                <Checkbox
                  key={value}
                  label={text(optionKey(value))}
                  checked={picked}
                  onCheckedChange={(checked) =>
                    setChoices((current) => ({
                      ...current,
                      [field]: checked
                        ? [...current[field], value]
                        : current[field].filter((chosen) => chosen !== value),
                    }))
                  }
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <div>
        <Button type="submit" loading={save.isPending}>
          {i18n.text('account.save')}
        </Button>
      </div>
    </form>
  );
}

/** The member's beauty profile: skin, hair, eyes and fragrance, read and changed. Members only. */
export function BeautyProfilePage() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const profile = useMembersOnlyQuery(beautyProfileQuery(context));
  return (
    <>
      <Heading level={1}>{i18n.text('shell.beauty_profile_title')}</Heading>
      <Text tone="muted">{i18n.text('account.profile_intro')}</Text>
      {profile.data ? (
        <ProfileForm profile={profile.data.data} />
      ) : (
        <Text tone="muted">{i18n.text('common.loading')}</Text>
      )}
    </>
  );
}
