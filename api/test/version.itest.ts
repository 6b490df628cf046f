import { versionInfo } from '@ham/contracts';
import { contextSuite } from './helpers';

const t = contextSuite({ version: '9.9.9', buildTime: '2026-01-02T03:04:05.000Z' });

test('GET /api/version is public and answers version and buildTime', async () => {
  const res = await t.ctx.app.inject({ method: 'GET', url: '/api/version' });
  expect(res.statusCode).toBe(200);
  expect(versionInfo.parse(res.json())).toEqual({ version: '9.9.9', buildTime: '2026-01-02T03:04:05.000Z' });
});

test('an unknown /api route answers a JSON 404', async () => {
  const res = await t.ctx.app.inject({ method: 'GET', url: '/api/nope' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ error: 'NotFound', message: 'Elemento non trovato' });
});
