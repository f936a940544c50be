import { useI18n } from '@beauty/i18n/react';
import { Stack, Text } from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { ContentBlocks } from './ContentBlocks';
import { previewEntryQuery, type PreviewTarget } from './previewLoader';

/** The segments a preview is rendered for, under the preview bar. */
export function PreviewSegments({ userSegments }: { userSegments: readonly string[] }) {
  const i18n = useI18n();
  return (
    <Text size="sm" tone="muted">
      {i18n.text('preview.user_segments')}:{' '}
      {userSegments.length > 0 ? userSegments.join(', ') : i18n.text('preview.no_user_segments')}
    </Text>
  );
}

/** A content page in preview: the segments it is seen by, then its blocks. */
export function PreviewEntry(target: PreviewTarget) {
  const context = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(previewEntryQuery(context, target));
  return (
    <Stack space="lg">
      <PreviewSegments userSegments={target.userSegments} />
      <ContentBlocks blocks={data.data.blocks} title={data.data.title} />
    </Stack>
  );
}
