import { useDeferredValue, useSyncExternalStore } from 'react';

/**
 * How long after navigation what can wait waits, when the shopper does nothing: a phone's first
 * seconds go to showing and hydrating the page (issue 29: at most 130 KB of script in the first
 * 3 s), not to analytics, the build watch or parts below the fold.
 */
export const SETTLE_AFTER_MS = 3_000;

/**
 * What the shopper does that settles the page at once: what they touch should work now. A mouse
 * moving over the page counts (a desktop shopper's hand is on it: the bag count, the search box
 * and the language menu come before the click); a phone has no pointer that moves untouched.
 */
const INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'focusin',
  'touchstart',
  'wheel',
] as const;

let settled: Promise<void> | undefined;
let isSettled = false;
const listeners = new Set<() => void>();

function settle(target: Window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, done, true);
      isSettled = true;
      for (const listener of listeners) listener();
      resolve();
    };
    for (const type of INTERACTIONS)
      target.addEventListener(type, done, { capture: true, passive: true });
    const afterLoad = () =>
      target.setTimeout(
        () =>
          'requestIdleCallback' in target
            ? target.requestIdleCallback(done, { timeout: SETTLE_AFTER_MS })
            : done(),
        Math.max(0, SETTLE_AFTER_MS - target.performance.now()),
      );
    if (target.document.readyState === 'complete') afterLoad();
    else target.addEventListener('load', afterLoad, { once: true });
  });
}

/**
 * Resolves once the page has settled: at the shopper's first touch, key, focus or mouse movement,
 * else when the browser is idle after the page has loaded and {@link SETTLE_AFTER_MS} have passed.
 * What can wait (analytics, the tag manager, fraud prevention, experiment tracking, the build
 * watch, the bag count, rarely used and below-the-fold parts' code) waits for it. On the server it
 * has always settled.
 */
export function whenSettled(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return (settled ??= settle(window));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void whenSettled();
  return () => listeners.delete(listener);
};

/**
 * False while rendering on the server, hydrating and until {@link whenSettled}; true after, and at
 * once in parts shown later.
 */
export function useSettled(): boolean {
  const settled = useSyncExternalStore(
    subscribe,
    () => isSettled,
    () => false,
  );
  // A store's change renders at once, in one task; what waits for the page to settle (the bag
  // count, the services, the welcome overlay) renders after it in the background, yielding to the
  // browser between pieces of work.
  return useDeferredValue(settled);
}
