import { regionSubtag } from '@beauty/i18n';
import { useI18n } from '@beauty/i18n/react';
import { Heading, Stack } from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { previewDeps, previewHead } from '../../../content/previewRoute';
import * as styles from '../../../content/preview.css';
import { previewLayoutQuery } from '../../../queries/content';
import { deferredTranslator } from '../../../shell/DeferredMessages';

/** The default layout's config in preview mode: what the preview renders for, and the config. */
export const Route = createFileRoute('/_preview/preview/layout')({
  loaderDeps: previewDeps,
  loader: async ({ context, deps }) => {
    const [messages] = await Promise.all([
      deferredTranslator(context),
      context.queryClient.ensureQueryData(previewLayoutQuery(context, deps.userSegments)),
    ]);
    return { seo: { title: messages.t('preview.layout_title') } };
  },
  head: ({ loaderData, match: { context } }) => previewHead(loaderData, context),
  component: LayoutPreview,
});

function LayoutPreview() {
  const i18n = useI18n();
  const { userSegments } = Route.useLoaderDeps();
  const { data } = useSuspenseQuery(previewLayoutQuery(Route.useRouteContext(), userSegments));
  const { layout, config, preview } = data.data;
  const segments = preview?.selectedUserSegments ?? userSegments;
  return (
    <Stack space="lg">
      <Heading level={1}>{i18n.text('preview.layout_title')}</Heading>
      <dl className={styles.config}>
        <dt>{i18n.text('preview.layout_name')}</dt>
        <dd className={styles.configValue}>{layout}</dd>
        {preview ? (
          <>
            <dt>{i18n.text('preview.locale')}</dt>
            <dd className={styles.configValue}>{preview.locale}</dd>
            <dt>{i18n.text('common.country')}</dt>
            <dd className={styles.configValue}>{regionSubtag(preview.country)}</dd>
          </>
        ) : null}
        <dt>{i18n.text('preview.user_segments')}</dt>
        <dd className={styles.configValue}>
          {segments.length > 0 ? segments.join(', ') : i18n.text('preview.no_user_segments')}
        </dd>
        <dt>{i18n.text('preview.fraud_prevention_site_id')}</dt>
        <dd className={styles.configValue}>{config.forterSiteId}</dd>
      </dl>
      <Stack as="section" space="sm">
        <Heading level={2}>{i18n.text('preview.exempted_paths')}</Heading>
        <ul className={styles.pathList}>
          {config.smartLinkExemptedPaths.map((path) => (
            <li key={`${path.type}:${path.value}`}>
              <code>{path.type}</code> {path.value}
            </li>
          ))}
        </ul>
      </Stack>
    </Stack>
  );
}
