// npm run dev: the API (rebuilt on start) on :3000 and webpack dev servers with watch mode:
// shell :3010 (open this one), remotes :3011-3015. DEV_REMOTES=admin,agency limits the remote
// dev servers; the others are served from their builds by the API.
import { spawn } from 'node:child_process';
import { buildMissing, root, run } from './lib/workspaces.mjs';

const remotes = (process.env.DEV_REMOTES ?? 'cases,hotels,services,admin,agency').split(',').filter(Boolean);
await buildMissing();
await run('npm', ['run', 'build', '--silent', '-w', '@ham/api']);

const children = [];
const start = (cmd, args, env = {}) => {
  const c = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(c);
};
start(process.execPath, ['--enable-source-maps', 'api/dist/main.js'], {
  PUBLIC_URL: 'http://localhost:3010',
});
start('npm', ['run', 'dev', '-w', '@ham/shell'], { DEV_REMOTES: remotes.join(',') });
for (const r of remotes) start('npm', ['run', 'dev', '-w', `@ham/mf-${r}`]);
console.log('\n  Sviluppo: http://localhost:3010\n');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
