import { useI18n } from '@beauty/i18n/react';
import { Badge } from '@beauty/ui';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DeferredMessages, preloadDeferredMessages } from '../shell/DeferredMessages';
import { DefaultFrame } from '../shell/DefaultFrame';
import * as styles from '../styles/shell.css';

/** Search of every preview page: the user segments to preview content for. */
export interface PreviewSearch {
  user_segments?: string;
}

/** The preview layout: the default frame under a bar saying this is a preview. */
export const Route = createFileRoute('/_preview')({
  validateSearch: (search: Record<string, unknown>): PreviewSearch =>
    typeof search.user_segments === 'string' ? { user_segments: search.user_segments } : {},
  // The preview pages' words are deferred messages: in the browser they load with the page.
  loader: ({ context }) => {
    if (typeof document !== 'undefined') void preloadDeferredMessages(context.boot.site.language);
  },
  component: PreviewLayout,
});

function PreviewLayout() {
  const i18n = useI18n();
  return (
    <>
      <div className={styles.previewBar} role="note">
        <Badge tone="warning">{i18n.text('shell.preview_title')}</Badge>
      </div>
      <DefaultFrame>
        <DeferredMessages>
          <Outlet />
        </DeferredMessages>
      </DefaultFrame>
    </>
  );
}

/** The segments a preview URL asks for. */
export const previewSegments = (search: PreviewSearch) =>
  (search.user_segments ?? '')
    .split(',')
    .map((segment) => segment.trim())
    .filter(Boolean);
