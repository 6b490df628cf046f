import * as contracts from '@ham/contracts';
import * as dashboardContracts from '@ham/contracts/dashboard';
import * as historyContracts from '@ham/contracts/history';
import * as hotelMailContracts from '@ham/contracts/hotel-mail';
import * as offerContracts from '@ham/contracts/offers';
import * as requestMessageContracts from '@ham/contracts/request-messages';
import * as touristTaxContracts from '@ham/contracts/tourist-tax';
import type { RouteOptions } from 'fastify';
import { createTestContext, type TestContext } from './helpers';

// Every route contract of @ham/contracts and of its subpaths with routes (@ham/contracts/history,
// @ham/contracts/dashboard, /hotel-mail, /offers, /request-messages, /tourist-tax; the exports named `…Routes`), which the front end's endpoints are built
// from, is a route the API registers: same method, same path, same names of its path parameters.
const contractRoutes = Object.entries({
  ...contracts,
  ...historyContracts,
  ...dashboardContracts,
  ...hotelMailContracts,
  ...offerContracts,
  ...requestMessageContracts,
  ...touristTaxContracts,
})
  .filter(([name]) => /Routes$/.test(name))
  .flatMap(([group, value]) => contracts.routesOf(value).map((route) => ({ group, ...route })));

let ctx: TestContext;
const registered = new Set<string>();

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
      },
    },
  );
});
afterAll(() => ctx.close());

describe('route contracts', () => {
  it('are many, one per method and path', () => {
    expect(contractRoutes.length).toBeGreaterThan(90);
    const keys = contractRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('each has its route in the API, with the same path parameters', () => {
    const missing = contractRoutes
      .filter((r) => !registered.has(`${r.method} ${ctx.config.apiBase}${r.path}`))
      .map((r) => `${r.group}: ${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('each answers through the app (hasRoute)', () => {
    for (const r of contractRoutes) {
      expect({
        route: `${r.method} ${r.path}`,
        found: ctx.app.hasRoute({ method: r.method, url: `${ctx.config.apiBase}${r.path}` }),
      }).toEqual({ route: `${r.method} ${r.path}`, found: true });
    }
  });
});
