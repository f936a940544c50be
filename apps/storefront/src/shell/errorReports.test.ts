import type { ErrorReporter } from '@beauty/analytics';
import { describe, expect, it, vi } from 'vitest';
import { holdEarlyErrors, reportError, setErrorReporter } from './errorReports';

describe('error reports before the reporter loads', () => {
  it('holds what breaks early and sends it once the reporter is there, then lets it watch', async () => {
    const page = new EventTarget() as unknown as Window;
    holdEarlyErrors(page);
    const early = new Error('broke while hydrating');
    page.dispatchEvent(Object.assign(new Event('error'), { error: early }));
    reportError(new Error('exempted path check failed'), { context: 'exempted path check' });

    const notify = vi.fn(async () => true);
    setErrorReporter({ notify } as unknown as ErrorReporter);
    expect(notify.mock.calls).toEqual([
      [early, { unhandled: true }],
      [new Error('exempted path check failed'), { context: 'exempted path check' }],
    ]);

    // From now on the reporter's own page watch reports uncaught errors: no second report.
    page.dispatchEvent(Object.assign(new Event('error'), { error: new Error('later') }));
    reportError(new Error('a route broke'), { unhandled: true });
    expect(notify).toHaveBeenCalledTimes(3);
    expect(notify).toHaveBeenLastCalledWith(new Error('a route broke'), { unhandled: true });
  });
});
