import { signedInSuite } from './helpers';

/**
 * Security audit, defect 3 (docs/SECURITY.md): a JSON body that is not an object (null, an array, a number, a string)
 * is a 400 with the error shape on every route that takes a body, never a 500. The routes
 * come from the API's own OpenAPI document, so a new route is covered the day it is added.
 */

const t = signedInSuite();

interface OpenApiDoc {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
}

/** Every `METHOD /path` of the API whose operation declares a JSON body, with sample path values. */
function routesWithBody(): [string, string][] {
  const doc = t.ctx.app.swagger() as unknown as OpenApiDoc;
  const routes: [string, string][] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.requestBody) continue;
      routes.push([method.toUpperCase(), path.replace('{gtype}', 's').replace(/\{\w+\}/g, '1')]);
    }
  }
  return routes;
}

const notObjects: [string, string][] = [
  ['null', 'null'],
  ['an array', '[]'],
  ['an array of objects', '[{"name":"x"}]'],
  ['a number', '7'],
  ['a string', '"testo"'],
  ['true', 'true'],
];

test('the OpenAPI document lists the write routes', () => {
  // A guard against an empty list making the next test pass vacuously.
  expect(routesWithBody().length).toBeGreaterThan(30);
});

test.each(notObjects)('a body that is %s answers 400 on every route with a body', async (_what, body) => {
  const answers: string[] = [];
  for (const [method, url] of routesWithBody()) {
    const send = (cookie: string) =>
      t.ctx.app.inject({
        method: method as 'POST',
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: body,
      });
    // The agency portal's writes are for agency users only: the administrator is refused before the body.
    let res = await send(t.users.admin);
    if (res.statusCode === 403) res = await send(t.users.agency);
    const json = String(res.headers['content-type']).startsWith('application/json') ? res.json() : {};
    answers.push(`${method} ${url} ${res.statusCode} ${json.error} ${json.fields?.body ?? ''}`);
  }
  const expected = / 400 ValidationError Il contenuto della richiesta deve essere un oggetto JSON$/;
  expect(answers.filter((answer) => !expected.test(answer))).toEqual([]);
});
