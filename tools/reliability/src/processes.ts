// Child processes the harness starts (shop instances, PostgreSQL, nginx): started on loopback,
// watched for their ready line, and always stopped by the harness, by their own pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = fileURLToPath(new URL('../../../', import.meta.url));

/** A started process and what it printed. */
export interface Started {
  name: string;
  child: ChildProcess;
  /** stdout and stderr so far (the last 200,000 characters). */
  output(): string;
  /** Resolves with the exit code or signal once it has exited. */
  exited: Promise<number | string>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL at once (a crash); resolves once it has exited. */
  kill(): Promise<void>;
}

const started = new Set<Started>();

/** Starts `command`, resolves once `ready` matches its output (rejects if it exits first). */
export function start(
  name: string,
  command: string,
  args: readonly string[],
  {
    env,
    ready,
    timeoutMs = 120_000,
    cwd = root,
  }: {
    env?: NodeJS.ProcessEnv;
    /** What its output says once it is ready; omitted: as soon as it is spawned. */
    ready?: RegExp;
    timeoutMs?: number;
    cwd?: string;
  },
): Promise<Started> {
  const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: 'pipe' });
  let output = '';
  const onData = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const handle: Started = {
    name,
    child,
    output: () => output,
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      started.delete(handle);
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      started.delete(handle);
    },
  };
  started.add(handle);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void handle.kill();
      reject(
        new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${output.slice(-3000)}`),
      );
    }, timeoutMs);
    if (!ready) {
      clearTimeout(timer);
      resolve(handle);
      return;
    }
    const check = () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        child.stderr!.off('data', check);
        resolve(handle);
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output.slice(-3000)}`));
    });
  });
}

/** Stops every process the harness started and has not stopped yet. */
export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((process) => process.stop(5_000)));
}

/** A free TCP port on loopback, from `range` when given (else any the system picks). */
export async function freePort(range?: readonly [number, number]): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() =>
          resolve(typeof address === 'object' && address ? address.port : undefined),
        );
      });
    });
  if (!range) return (await tryPort(0))!;
  for (let port = range[0]; port <= range[1]; port += 1) {
    if (taken.has(port)) continue;
    const free = await tryPort(port);
    if (free !== undefined) {
      taken.add(free);
      return free;
    }
  }
  throw new Error(`No free port from ${range[0]} to ${range[1]}`);
}
const taken = new Set<number>();

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
