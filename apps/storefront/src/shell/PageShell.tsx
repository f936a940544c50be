import type { MessageKey } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { Heading, Stack, Text } from '@beauty/ui';
import type { ReactNode } from 'react';

/**
 * The frame of a page whose content a later release fills in (bag, orders, booking): its heading
 * and a short note, inside its layout, so links to it never land on a blank page.
 */
export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  const i18n = useI18n();
  return (
    <Stack space="md">
      <Heading level={1}>{title}</Heading>
      {children ?? <Text tone="muted">{i18n.text('shell.page_shell_text')}</Text>}
    </Stack>
  );
}

/** The component of a route that is only a {@link PageShell} so far, titled by a message key. */
export function shellPage(titleKey: MessageKey) {
  return function ShellPage() {
    return <PageShell title={useI18n().text(titleKey)} />;
  };
}
