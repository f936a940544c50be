// Types of run.mjs for the workspace's TypeScript scripts.
import type { SpawnOptions } from 'node:child_process';

export declare const root: string;
export declare function run(
  command: string,
  args: string[],
  options?: SpawnOptions,
): Promise<number>;
export declare function runCapture(
  command: string,
  args: string[],
  options?: SpawnOptions & { quiet?: boolean },
): Promise<{ code: number; output: string }>;
export declare const bin: (name: string) => string;
export declare const canInstallDebianPackages: () => boolean;
export declare function installDebianPackages(packages: string[]): boolean;
