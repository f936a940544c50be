// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleConfiguration, settle, testClient } from '../test/harness.js';
import { FlagsProvider, useFeatureFlag, useVariation } from './index.js';

function Checkout() {
  const active = useFeatureFlag('new_checkout');
  const variation = useVariation('new_checkout');
  return (
    <p>
      {active ? 'new checkout' : 'classic checkout'} (
      {(variation?.variables.get('color')?.value as string) ?? 'loading'})
    </p>
  );
}

describe('React binding', () => {
  afterEach(cleanup);

  it('renders off while loading, then the visitor’s variation, and follows updates', async () => {
    let flags = sampleConfiguration();
    const { client, timers } = testClient({
      fetch: async (input, init) =>
        init?.method === 'POST'
          ? new Response(null, { status: 204 })
          : new Response(JSON.stringify(flags)),
      updateInterval: 1,
    });
    expect(client.ready).toBe(false);
    render(
      <FlagsProvider client={client} visitorCode="visitor1">
        <Checkout />
      </FlagsProvider>,
    );
    expect(screen.getByText('classic checkout (loading)')).toBeTruthy();
    await act(settle);
    expect(screen.getByText('new checkout (green)')).toBeTruthy();
    flags = sampleConfiguration({
      featureFlags: [{ ...sampleConfiguration().featureFlags[0]!, rules: [] }],
    });
    await act(() => timers.advance(60_000));
    expect(screen.getByText('classic checkout (grey)')).toBeTruthy();
  });

  it('reports errors and treats the flag as off', async () => {
    const errors: unknown[] = [];
    const { client } = testClient();
    await client.initialize();
    function Missing() {
      return <p>{useFeatureFlag('missing') ? 'on' : 'off'}</p>;
    }
    render(
      <FlagsProvider client={client} visitorCode="visitor1" onError={(e) => errors.push(e)}>
        <Missing />
      </FlagsProvider>,
    );
    expect(screen.getByText('off')).toBeTruthy();
    expect(errors[0]).toMatchObject({ kind: 'FeatureFlagConfigurationNotFound' });
  });

  it("evaluates only when 'enabled' allows it and refuses other values", async () => {
    const { client, http } = testClient();
    await client.initialize();
    function Gated({ enabled }: { enabled: boolean | (() => boolean) }) {
      return <p>{useFeatureFlag('new_checkout', { enabled }) ? 'on' : 'off'}</p>;
    }
    const view = render(
      <FlagsProvider client={client} visitorCode="visitor1">
        <Gated enabled={false} />
      </FlagsProvider>,
    );
    expect(screen.getByText('off')).toBeTruthy();
    await client.flush({ visitorCode: 'visitor1', instant: true });
    expect(http.tracking()[0]!.body).not.toContain('eventType=experiment');
    view.rerender(
      <FlagsProvider client={client} visitorCode="visitor1">
        <Gated enabled={() => true} />
      </FlagsProvider>,
    );
    expect(screen.getByText('on')).toBeTruthy();
    expect(() =>
      render(
        <FlagsProvider client={client} visitorCode="visitor1">
          <Gated enabled={'yes' as unknown as boolean} />
        </FlagsProvider>,
      ),
    ).toThrow("Query option 'enabled' must be a boolean or a function returning one");
  });
});
