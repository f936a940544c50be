import { createFileRoute } from '@tanstack/react-router';
import { NotificationSettings } from '../../../account/NotificationSettings';
import { titleTag } from '../../../shell/head';

/** The member's notification preferences, read and changed. A guest is sent to sign in, and back here after. */
export const Route = createFileRoute('/_default/account/notifications')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.notification_settings_title'), context.boot.site)],
  }),
  component: NotificationSettings,
});
