// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, watchPageErrors } from '../index.js';

describe('watchPageErrors', () => {
  it('leaves click breadcrumbs and reports uncaught errors and rejections as unhandled', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 202 }));
    const reporter = createErrorReporter({ apiKey: 'key', releaseStage: 'production', fetch });
    const stop = watchPageErrors(reporter, window);

    document.body.innerHTML = `<button id="add" class="primary">Add to bag ${'y'.repeat(200)}</button>`;
    document.getElementById('add')?.click();
    expect(reporter.breadcrumbs[0]).toMatchObject({
      name: 'UI click',
      type: 'user',
      metaData: { targetSelector: 'button#add' },
    });
    expect((reporter.breadcrumbs[0]?.metaData.targetText as string).length).toBe(140);

    window.dispatchEvent(
      new ErrorEvent('error', { error: new RangeError('bad index'), message: 'bad index' }),
    );
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: new Error('no stock') });
    window.dispatchEvent(rejection);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const events = fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).events[0]);
    expect(events.map((event) => [event.exceptions[0].errorClass, event.unhandled])).toEqual([
      ['RangeError', true],
      ['Error', true],
    ]);

    stop();
    document.getElementById('add')?.click();
    expect(reporter.breadcrumbs).toHaveLength(1);
  });
});
