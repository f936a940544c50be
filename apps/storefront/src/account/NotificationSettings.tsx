import type { NotificationPreference } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { Button, Checkbox, Heading, Text, useNotifications } from '@beauty/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { notificationPreferencesQuery } from '../queries/member';
import { useMembersOnlyQuery } from './membersOnly';
import * as styles from './memberPages.css';

type Channel = NotificationPreference['channel'];
type Topic = NotificationPreference['topic'];
const keyOf = (channel: Channel, topic: Topic) => `${channel}:${topic}`;

function PreferencesForm({ saved }: { saved: readonly NotificationPreference[] }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const { notify } = useNotifications();
  const [chosen, setChosen] = useState(
    () => new Map(saved.map((item) => [keyOf(item.channel, item.topic), item.subscribed])),
  );
  // The API answers every channel and topic, in its order: the form follows it.
  const channels = [...new Set(saved.map((item) => item.channel))];
  const topics = [...new Set(saved.map((item) => item.topic))];
  const save = useMutation({
    mutationFn: async (preferences: NotificationPreference[]) =>
      (await context.commerce()).notificationSubscription.create({ preferences }),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationPreferencesQuery(context).queryKey, answer);
      notify({ type: 'success', title: i18n.text('notification.saved') });
    },
    onError: () => notify({ type: 'error', title: i18n.text('common.something_went_wrong') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      saved.map((item) => ({
        ...item,
        subscribed: chosen.get(keyOf(item.channel, item.topic)) ?? item.subscribed,
      })),
    );
  };
  return (
    <form className={styles.section} onSubmit={submit}>
      {topics.map((topic) => (
        <fieldset key={topic} className={styles.fieldset}>
          <legend className={styles.tileTitle}>{i18n.text(`account.topic.${topic}`)}</legend>
          <div className={styles.links}>
            {channels.map((channel) => (
              <Checkbox
                key={channel}
                label={i18n.text(`account.channel.${channel}`)}
                checked={chosen.get(keyOf(channel, topic)) ?? false}
                onCheckedChange={(checked) =>
                  setChosen((current) => new Map(current).set(keyOf(channel, topic), checked))
                }
              />
            ))}
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

/** Which news the member gets on which channel (email, SMS, push, WhatsApp). Members only. */
export function NotificationSettings() {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  const preferences = useMembersOnlyQuery(notificationPreferencesQuery(context));
  return (
    <>
      <Heading level={1}>{i18n.text('shell.notification_settings_title')}</Heading>
      <Text tone="muted">{i18n.text('account.notifications_intro')}</Text>
      {preferences.data ? (
        <PreferencesForm saved={preferences.data.data} />
      ) : (
        <Text tone="muted">{i18n.text('common.loading')}</Text>
      )}
    </>
  );
}
