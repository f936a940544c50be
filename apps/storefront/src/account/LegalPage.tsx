import type { ContentBlock } from '@beauty/commerce-sdk/contract';
import { useI18n } from '@beauty/i18n/react';
import { Alert, Heading } from '@beauty/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ContentBlocks } from '../content/ContentBlocks';
import { DeferredMessages } from '../shell/DeferredMessages';
import { landingPageQuery } from '../queries/listing';
import { sectionElementId, type LegalSlug } from './legal';
import * as styles from './legal.css';

/**
 * A legal page (`/privacy`, `/terms`): its content entry, one section per block. `section` (the
 * page's `?section=`) is scrolled to, marked and given focus, so a link from a consent text opens
 * on the part it is about; an unknown one says so above the page in full.
 */
export function LegalPage({ slug, section }: { slug: LegalSlug; section: string | undefined }) {
  return (
    <DeferredMessages>
      <LegalEntry slug={slug} section={section} />
    </DeferredMessages>
  );
}

function LegalEntry({ slug, section }: { slug: LegalSlug; section: string | undefined }) {
  const i18n = useI18n();
  const context = useRouteContext({ from: '__root__' });
  // The loader answered a 404 without an entry: here there is one.
  const entry = useSuspenseQuery(landingPageQuery(context, slug)).data!.data;
  const found = section !== undefined && entry.blocks.some((block) => block.id === section);
  useEffect(() => {
    if (!found) return;
    const element = document.getElementById(sectionElementId(section));
    // After the router's own scroll of the new page.
    const frame = requestAnimationFrame(() => {
      element?.scrollIntoView({ block: 'start' });
      element?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [found, section]);
  return (
    <article className={styles.page}>
      <Heading level={1}>{entry.title}</Heading>
      {section !== undefined && !found ? (
        <Alert title={i18n.text('legal.section_not_found')} />
      ) : null}
      {entry.blocks.map((block: ContentBlock) => (
        <section
          key={block.id}
          id={sectionElementId(block.id)}
          tabIndex={-1}
          className={styles.section}
          data-current={block.id === section}
        >
          <ContentBlocks blocks={[block]} />
        </section>
      ))}
    </article>
  );
}
