import type { ErrorReporter } from './reporter.js';

/** The parts of `window` {@link watchPageErrors} listens on. */
export type PageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Reports uncaught errors and unhandled promise rejections, and leaves a breadcrumb for every
 * click (text cut to 140 characters).
 *
 * @returns a function that stops watching.
 */
export function watchPageErrors(
  reporter: ErrorReporter,
  target: PageEvents | undefined = (globalThis as { window?: PageEvents }).window,
): () => void {
  if (!target) return () => {};
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    void reporter.notify(error ?? message, { unhandled: true });
  };
  const onRejection = (event: Event) => {
    void reporter.notify((event as PromiseRejectionEvent).reason, { unhandled: true });
  };
  const onClick = (event: Event) => {
    const element = event.target as Partial<HTMLElement> | null;
    if (!element || typeof element.tagName !== 'string') return;
    reporter.leaveClickBreadcrumb(element.textContent ?? '', selectorOf(element));
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('click', onClick, true);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('click', onClick, true);
  };
}

function selectorOf(element: Partial<HTMLElement>): string {
  const tag = element.tagName?.toLowerCase() ?? '';
  if (element.id) return `${tag}#${element.id}`;
  const firstClass = element.classList?.[0];
  return firstClass ? `${tag}.${firstClass}` : tag;
}
