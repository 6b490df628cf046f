// The JavaScript a browser fetches to show the first staff screen (/aree), as transferred: the
// encoded body size on the wire (brotli or gzip when the server sends a precompressed copy) and
// the decoded size, and whether react / react-dom arrive once. Used by the benchmark
// (scripts/bench/frontend-bytes.bench.mjs, figures in docs/PERFORMANCE.md) and by the browser
// test that holds the budget in CI (e2e/tests/first-screen-budget.spec.ts).

/** The budget on the bytes transferred (docs/PERFORMANCE.md, frontend-bytes). */
export const FIRST_SCREEN_BUDGET_KB = 250;

/** react-dom's client keys the root container with this property prefix (kept as is by minifiers). */
export const REACT_DOM_MARKER = '__reactContainer$';

/**
 * Opens `${baseUrl}/aree` in a new page of `context` (signed in, cold cache) and measures
 * every script it fetches until the screen is shown and the network is idle.
 */
export async function measureFirstScreen(context, baseUrl) {
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    scripts.push(
      res.finished().then(async () => {
        const [body, sizes] = await Promise.all([res.body(), res.request().sizes()]);
        return {
          url: new URL(res.url()).pathname,
          encoding: (await res.headerValue('content-encoding')) ?? 'identity',
          raw: body.length,
          // The body as it came over the network, still encoded; the headers apart.
          transferred: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
          body: body.toString('utf8'),
        };
      }),
    );
  });
  await page.goto(`${baseUrl}/aree`);
  await page.getByRole('heading', { name: 'Aree' }).waitFor();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  const total = { raw: 0, transferred: 0, headers: 0 };
  const byEncoding = {};
  for (const f of files) {
    total.raw += f.raw;
    total.transferred += f.transferred;
    total.headers += f.headers;
    byEncoding[f.encoding] ??= { files: 0, raw: 0, transferred: 0 };
    const e = byEncoding[f.encoding];
    e.files += 1;
    e.raw += f.raw;
    e.transferred += f.transferred;
  }
  // Module Federation records which shared versions were loaded, and from which provider.
  const share = await page.evaluate(() => {
    const out = {};
    const scopes = window.__FEDERATION__?.__SHARE__ ?? {};
    for (const scope of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
        for (const [version, e] of Object.entries(versions)) {
          // Each consumer's share scope lists the same entry again: one per version + provider.
          const id = `${version} from ${e.from}`;
          if (!(e.loaded || e.loading || e.lib)) continue;
          out[pkg] = out[pkg] ?? [];
          if (!out[pkg].includes(id)) out[pkg].push(id);
        }
      }
    }
    return out;
  });
  await page.close();
  // A second copy of react-dom would show as a second file holding its code.
  const reactDomFiles = files.filter((f) => f.body.includes(REACT_DOM_MARKER)).map((f) => f.url);
  return {
    files: files.map(({ url, encoding, raw, transferred, headers }) => ({
      url,
      encoding,
      raw,
      transferred,
      headers,
    })),
    total,
    byEncoding,
    share,
    reactDomFiles,
    reactOnce: (share.react ?? []).length === 1,
    reactDomOnce: (share['react-dom'] ?? []).length === 1 && reactDomFiles.length === 1,
    withinBudget: total.transferred <= FIRST_SCREEN_BUDGET_KB * 1024,
  };
}
