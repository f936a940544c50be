// `npm run dev`: the shop with hot reload on :3000 (Vite in middleware mode, server rendering,
// the commerce API in process on the embedded database, or PostgreSQL with DATABASE_URL).
import { spawn } from 'node:child_process';
import { root } from './run.mjs';

const child = spawn(
  process.execPath,
  ['--conditions=@beauty/source', '--import', 'tsx', 'apps/storefront/server/dev.ts'],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
