import type { Harness } from './harness.js';

export async function faults(_harness: Harness): Promise<void> {}
