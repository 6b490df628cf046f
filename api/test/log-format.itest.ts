// @runtime-sensitive (runs on Node 24 too, scripts/test.mjs): the log lines (pino) the process writes
import { buildApp } from '../src/app';
import { contextSuite } from './helpers';

/**
 * The default run's terminal (docs/SECURITY.md): one short readable line per request; JSON stays the
 * production format.
 */

const t = contextSuite();

async function logOf(logFormat: 'pretty' | 'json', url: string) {
  const lines: string[] = [];
  const app = await buildApp({
    config: { ...t.ctx.config, logLevel: 'info', logFormat },
    db: t.ctx.db,
    logStream: { write: (line) => lines.push(...line.split('\n').filter(Boolean)) },
  });
  try {
    await app.ready();
    lines.length = 0; // start-up warnings (missing front-end builds) are not the point
    await app.inject({ method: 'GET', url });
  } finally {
    await app.close();
  }
  return lines;
}

test('pretty: one line per request, method, URL (secrets blanked), status and time', async () => {
  const lines = await logOf('pretty', '/api/version?token=segreto');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/version\?token=\[redacted\] 200 \d+ ms$/);
});

test('json: the production format, one JSON object per entry', async () => {
  const lines = await logOf('json', '/api/version');
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  expect(lines.map((l) => JSON.parse(l).msg)).toContain('request completed');
});
