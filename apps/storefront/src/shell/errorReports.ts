import type { ErrorReporter, NotifyOptions } from '@beauty/analytics';

/** Reports held until the reporter's code has loaded (it loads after hydration). */
const MAX_WAITING = 10;

let reporter: ErrorReporter | undefined;
const waiting: [error: unknown, options: NotifyOptions][] = [];
let stopHolding: (() => void) | undefined;

/**
 * Reports an error the shop caught (a route's error page, a failed check) to the error-reporting
 * service. Never throws and never shows anything to the shopper; before the reporter has loaded,
 * the first few reports wait for it.
 */
export function reportError(error: unknown, options: NotifyOptions = {}): void {
  if (reporter) void reporter.notify(error, options);
  else if (waiting.length < MAX_WAITING) waiting.push([error, options]);
}

/**
 * Holds the page's uncaught errors and unhandled rejections until the reporter has loaded and
 * watches the page itself: what breaks while the page hydrates is reported too.
 */
export function holdEarlyErrors(target: Window): void {
  const onError = (event: ErrorEvent) =>
    reportError(event.error ?? event.message, { unhandled: true });
  const onRejection = (event: PromiseRejectionEvent) =>
    reportError(event.reason, { unhandled: true });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  stopHolding = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Makes `next` the page's reporter and sends what waited for it. */
export function setErrorReporter(next: ErrorReporter): void {
  stopHolding?.();
  reporter = next;
  for (const [error, options] of waiting.splice(0)) void next.notify(error, options);
}
