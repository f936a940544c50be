import type { Harness } from './harness.js';

export async function concurrency(_harness: Harness): Promise<void> {}
