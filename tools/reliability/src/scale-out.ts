import type { Harness } from './harness.js';

export async function scaleOut(_harness: Harness): Promise<void> {}
