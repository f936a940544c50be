import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Files share one jsdom (`isolate: false`): nothing one test rendered stays for the next.
afterEach(cleanup);

// Lazy parts (notifications, the markdown renderer, route chunks) are transformed on first import,
// which takes seconds on a cold, busy CI machine: `findBy…` and `waitFor` wait for them, not 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Radix calls (the checkout's radio groups); e2e covers the real ones.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
