import { Suspense } from 'react';
import * as styles from './ContentBlocks.css';
import { whenSettled } from '../shell/settled';
import { onDemand } from './onDemand';

/**
 * The markdown renderer: the largest piece of the content pages, and few pages have rich text, so
 * it stays out of the entry chunk; loaders load it so the server renders rich text in full,
 * crawlers included. Rich text has nothing to do before the shopper does: the server's markup
 * hydrates once the page has settled.
 */
export const markdownRenderer = onDemand(
  () => import('./Markdown'),
  ({ MarkdownText }) => MarkdownText,
  whenSettled,
);

/**
 * A rich-text block. While the renderer loads during hydration, the server's markup stays on
 * screen (the Suspense boundary), so nothing flashes or shifts.
 */
export function RichText({ markdown }: { markdown: string }) {
  return (
    <div className={styles.richText}>
      <Suspense fallback={null}>
        <markdownRenderer.Component markdown={markdown} />
      </Suspense>
    </div>
  );
}
