import type { Harness } from './harness.js';

export async function security(_harness: Harness): Promise<void> {}
