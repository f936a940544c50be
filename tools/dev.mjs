// `npm run dev`: the API on :3001 and Vite with hot reload on :3000, proxying /api to it.
import { spawn } from 'node:child_process';
import { bin, root, run } from './run.mjs';

const built = await run(bin('nx'), ['run', '@beauty/commerce-api:build', '--output-style=static']);
if (built !== 0) process.exit(built);

const children = [
  spawn(process.execPath, ['apps/commerce-api/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001' },
  }),
  spawn(bin('vite'), [], { cwd: `${root}/apps/storefront`, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => (stop('SIGTERM'), process.exit(code ?? 0)));
