/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Every endpoint of the front end is built from a route contract of @ham/contracts
// (`endpoint.fromRoute(routes.x)`), never from a path written by hand: a path, its parameters and
// its types then have one definition, which the API registers too (api/test/route-contracts.itest.ts).

const root = join(__dirname, '../../..');
const folders = [
  'shell/src',
  'libs/platform/src',
  'libs/ui/src',
  ...readdirSync(root).filter((f) => f.startsWith('mf-')),
].map((f) => (f.startsWith('mf-') ? `${f}/src` : f));

/**
 * A path written by hand: `endpoint.get<…>('/…')`, or a CRUD resource or a report given its path
 * (`crudApi({ name, path: '/…' })`, `crudResource({ path: '/…' })`, `reportApi('/…')`).
 */
const handWritten = [
  /\bendpoint\.(get|post|put|delete)\s*[<(]/g,
  /\b(crudApi|crudResource)\s*(<[^(]*>)?\(\s*\{[^}]*?\bpath:\s*['"`]/g,
  /\breportApi\s*(<[^(]*>)?\(\s*['"`]/g,
];

/** Where endpoints are built from paths on purpose: the builders themselves. */
const builders = ['libs/platform/src/endpoint.ts', 'libs/platform/src/query.ts'];

/**
 * The code of the first staff screen (/aree: the shell, the shared facade, the admin's routes and
 * the resources they import) knows its contracts by type only, building its endpoints with
 * `endpoint.at` and `crudAddresses`: a contract's value brings its schemas and zod, which the
 * screen's budget cannot hold (e2e/tests/first-screen-budget.spec.ts).
 */
const typeOnly = [
  'shell/src',
  'libs/platform/src',
  'libs/ui/src',
  'mf-admin/src/routes.tsx',
  'mf-admin/src/features/areas/api.ts',
  'mf-admin/src/features/agencies/api.ts',
  'mf-admin/src/features/locations/api.ts',
  'mf-admin/src/features/users/api.ts',
];

/** The route contracts (`…Routes`) a file imports as values from @ham/contracts or its subpaths. */
function routeValueImports(text: string): string[] {
  return [...text.matchAll(/^import\s+\{([^}]*)\}\s+from\s+'@ham\/contracts(?:\/[\w-]+)?';/gm)].flatMap((m) =>
    m[1]
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /Routes\b/.test(name) && !name.startsWith('type ')),
  );
}

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.includes('/testing/')
      ? [path]
      : [];
  });
}

const offenders = () =>
  folders
    .flatMap(sources)
    .filter((file) => !builders.includes(file))
    .flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return handWritten.flatMap((re) =>
        [...text.matchAll(re)].map((m) => {
          const line = text.slice(0, m.index).split('\n').length;
          return `${file}:${line}: ${text.split('\n')[line - 1].trim()}`;
        }),
      );
    });

describe('front-end endpoints', () => {
  it('are built from route contracts, every one of them', () => {
    expect(offenders()).toEqual([]);
  });

  it('on the first screen, are built from contracts known by type only', () => {
    const found = typeOnly
      .flatMap((path) => (/\.tsx?$/.test(path) ? [path] : sources(path)))
      .flatMap((file) =>
        routeValueImports(readFileSync(join(root, file), 'utf8')).map((n) => `${file}: ${n}`),
      );
    expect(found).toEqual([]);
    expect(routeValueImports("import { areaRoutes } from '@ham/contracts';")).toEqual(['areaRoutes']);
    expect(routeValueImports("import { type X, historyRoutes } from '@ham/contracts/history';")).toEqual([
      'historyRoutes',
    ]);
    expect(routeValueImports("import type { areaRoutes } from '@ham/contracts';")).toEqual([]);
    expect(routeValueImports("import { type areaRoutes, crudRouteSet } from '@ham/contracts';")).toEqual([]);
  });

  it('a hand-written path is found', () => {
    const found = (text: string) => handWritten.some((re) => [...text.matchAll(re)].length > 0);
    expect(found("  head: endpoint.get<CaseEdit>('/docs/:id/edit'),")).toBe(true);
    expect(found("const x = crudApi<A, B>({\n  name: 'a',\n  path: '/a',\n});")).toBe(true);
    expect(found("export const r = reportApi<R>('/allotment/search');")).toBe(true);
    expect(found('  head: endpoint.fromRoute(caseRoutes.head),')).toBe(false);
    expect(found("  { label: 'Hotel', path: '/hotel', ready: true },")).toBe(false);
  });
});
