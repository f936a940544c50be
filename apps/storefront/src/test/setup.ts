import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Files share one jsdom (`isolate: false`): nothing one test rendered stays for the next.
afterEach(cleanup);

// Lazy parts (notifications, the markdown renderer, route chunks) are transformed on first import,
// which takes seconds on a cold, busy CI machine: `findBy…` and `waitFor` wait for them, not 1 s.
configure({ asyncUtilTimeout: 10_000 });
