// `npm start`: builds what the shop needs (Nx caches it) and serves shop and API on one origin.
import { bin, root, run } from './run.mjs';

console.log('Building the shop (cached after the first run)…');
const built = await run(bin('nx'), ['run', '@beauty/storefront:build', '--output-style=static'], {
  env: { ...process.env, NX_DAEMON: 'false' },
});
if (built !== 0) process.exit(built);

const { spawn } = await import('node:child_process');
const server = spawn(process.execPath, ['apps/storefront/dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl-C reaches the server too (same process group): let it shut down and exit with it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 0 : 1)));
