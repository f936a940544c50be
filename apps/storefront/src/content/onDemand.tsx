import { lazy, type ComponentType } from 'react';

/** A component whose module loads when first needed, and its loader for routes to start early. */
export interface OnDemand<P> {
  /** Loads the module, once; loaders await it so the server renders the part in full. */
  load: () => Promise<unknown>;
  /** Renders at once when the module is loaded, else suspends until it is (wrap it in Suspense). */
  Component: ComponentType<P>;
}

/**
 * Keeps a component out of the chunks of the pages that rarely show it. Once a loader has loaded
 * it, it renders without suspending, so a client-side navigation shows no fallback; during
 * hydration the server's markup stays on screen until it arrives, and until `hydrateAfter`
 * resolves when given (a part that can wait for the page to settle).
 */
export function onDemand<M, P extends object>(
  importModule: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  hydrateAfter?: () => Promise<unknown>,
): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => (loading ??= importModule().then((module) => (loaded = pick(module))));
  const Lazy = lazy(async () => {
    await hydrateAfter?.();
    return { default: await load() };
  });
  function Component(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return { load, Component };
}
