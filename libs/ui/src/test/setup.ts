import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
// Lazy parts (toasts, sheets) are transformed on first import, which takes seconds on a cold, busy
// CI machine: `findBy…` and `waitFor` wait for them, not 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout and pointer APIs Radix calls; the browser tests in apps/storybook cover the real ones.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
