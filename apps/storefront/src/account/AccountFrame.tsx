import { useI18n } from '@beauty/i18n/react';
import { Heading, Text } from '@beauty/ui';
import { Suspense, type ReactNode } from 'react';
import { DeferredMessages } from '../shell/DeferredMessages';
import * as styles from './account.css';

/**
 * The frame of the sign-in, registration, password and sign-out pages: their messages (a deferred
 * section, loaded with these pages) and a narrow column under the page's heading.
 */
export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const i18n = useI18n();
  return (
    <div className={styles.page}>
      <Heading level={1}>{title}</Heading>
      <Suspense fallback={<Text tone="muted">{i18n.text('common.loading')}</Text>}>
        <DeferredMessages>{children}</DeferredMessages>
      </Suspense>
    </div>
  );
}
