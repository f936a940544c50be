import { lazy, Suspense } from 'react';
import * as styles from './ContentBlocks.css';
import type * as Markdown from './Markdown';

type MarkdownModule = typeof Markdown;

let markdownModule: MarkdownModule | undefined;
let loading: Promise<MarkdownModule> | undefined;

/**
 * Loads the markdown renderer, once. It is the largest piece of the content pages and few pages
 * have rich text, so it stays out of the entry chunk; loaders call this so the server renders
 * rich text in full, crawlers included.
 */
export function loadMarkdown(): Promise<MarkdownModule> {
  loading ??= import('./Markdown').then((loaded) => (markdownModule = loaded));
  return loading;
}

const LazyMarkdownText = lazy(() =>
  loadMarkdown().then(({ MarkdownText }) => ({ default: MarkdownText })),
);

/**
 * A rich-text block. While the renderer loads during hydration, the server's markup stays on
 * screen (the Suspense boundary), so nothing flashes or shifts.
 */
export function RichText({ markdown }: { markdown: string }) {
  return (
    <div className={styles.richText}>
      <Suspense fallback={null}>
        {/* Already loaded (on the server, or after a loader in the browser): no suspending. */}
        {markdownModule ? (
          <markdownModule.MarkdownText markdown={markdown} />
        ) : (
          <LazyMarkdownText markdown={markdown} />
        )}
      </Suspense>
    </div>
  );
}
