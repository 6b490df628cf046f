// npm start: builds what is missing or stale, then runs the product at http://localhost:3000
// (API + identity provider + shell + remotes, embedded PostgreSQL, demo data on first start).
import { buildMissing, root, run } from './lib/workspaces.mjs';

await buildMissing();
await run(process.execPath, ['--enable-source-maps', 'api/dist/main.js'], { cwd: root }).catch((e) => {
  console.error(e.message);
  process.exit(1);
});
