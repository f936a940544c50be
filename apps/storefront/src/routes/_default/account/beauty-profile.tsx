import { createFileRoute } from '@tanstack/react-router';
import { BeautyProfilePage } from '../../../account/BeautyProfilePage';
import { titleTag } from '../../../shell/head';

/** The member's beauty profile, read and changed. A guest is sent to sign in, and back here after. */
export const Route = createFileRoute('/_default/account/beauty-profile')({
  head: ({ match: { context } }) => ({
    meta: [titleTag(context.messages.t('shell.beauty_profile_title'), context.boot.site)],
  }),
  component: BeautyProfilePage,
});
