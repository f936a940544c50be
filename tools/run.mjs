// Small helpers shared by the workspace scripts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Like {@link run}, but also returns what the command printed. It still shows as it runs unless
 * `quiet`, which keeps standard output and standard error, in the order they came, for the caller.
 */
export function runCapture(command, args, { quiet = false, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'],
      ...options,
    });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('error', reject);
    // 'close', not 'exit': the last of the output has been read by then.
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** npm, as `spawn` finds it on every platform (a `.cmd` on Windows). */
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The workspace's own binary (nx, prettier, eslint...), never a global one. */
export const bin = (name) =>
  fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

/** Whether Debian's packages may be installed here: as root, with apt-get. */
export const canInstallDebianPackages = () =>
  process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

/**
 * Installs Debian's packages (without recommends, no questions asked), showing apt's output;
 * returns whether it succeeded.
 */
export function installDebianPackages(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (...args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  return (
    aptGet('update', '-qq') &&
    aptGet('install', '-y', '-qq', '--no-install-recommends', ...packages)
  );
}
