import type { Cluster } from './cluster.js';
import { exactly } from './figures.js';
import type { PrivatePostgres } from './postgres.js';

/** What every section of the harness is given. */
export interface Harness {
  cluster: Cluster;
  postgres: PrivatePostgres;
  databaseUrl: string;
  signingSecret: string;
  short: boolean;
  seed: number;
  /** A scratch folder of the run. */
  work: string;
  /** A free port for anything else the section starts. */
  port(): Promise<number>;
}

/** Records how many of the cluster's instances died, with the last words of each. */
export function crashed(harness: Harness, section: string): void {
  const dead = harness.cluster.instances.filter(
    (instance) =>
      instance.process.child.exitCode !== null || instance.process.child.signalCode !== null,
  );
  exactly(
    section,
    'shop instances that crashed',
    dead.length,
    0,
    dead
      .map((instance) => `${instance.name}: ${instance.process.output().slice(-1500)}`)
      .join('\n'),
  );
}
