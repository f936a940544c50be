import type { Harness } from './harness.js';

export async function sessions(_harness: Harness): Promise<void> {}
