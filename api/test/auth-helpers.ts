import type { AppDeps } from '../src/app';
import { setAccountPassword } from '../src/auth/accounts';
import { hashPassword } from '../src/auth/passwords';
import type { AppConfig } from '../src/config';
import type { Db } from '../src/db/schema';
import { freePort } from './free-port';
import { contextSuite, createAccount, createTestContext, type TestContext } from './helpers';

/** The password of the test accounts that sign in with one (accountWithPassword). */
export const PASSWORD = 'Segreta2026';

/**
 * PASSWORD's hash, computed once per test file: scrypt at the production cost takes a good part
 * of a second on a busy machine, and each account may share the same salt in a test database.
 */
let passwordHash: Promise<string> | null = null;

/** A new account (see createAccount) whose password is PASSWORD; answers its id. */
export async function accountWithPassword(
  db: Db,
  account: Parameters<typeof createAccount>[1],
): Promise<number> {
  const id = await createAccount(db, account);
  passwordHash ??= hashPassword(PASSWORD);
  await setAccountPassword(db, id, await passwordHash);
  return id;
}

export interface ListeningContext extends TestContext {
  baseUrl: string;
}

/**
 * The app really listening on 127.0.0.1, with that address as its public URL: the OIDC
 * round trip needs real HTTP (openid-client calls the embedded provider over the network).
 */
export async function createListeningContext(
  overrides: Partial<AppConfig> = {},
  deps: Pick<AppDeps, 'onRoute'> = {},
): Promise<ListeningContext> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const ctx = await createTestContext({ port, publicUrl: baseUrl, ...overrides }, deps);
  await ctx.app.listen({ port, host: '127.0.0.1' });
  return { ...ctx, baseUrl };
}

/** `createListeningContext(config)` from `beforeAll` on (a file's own `beforeAll` runs after it), closed after all. */
export function listeningSuite(config: Partial<AppConfig> = {}): { ctx: ListeningContext } {
  return contextSuite(config, createListeningContext);
}

export interface Page {
  status: number;
  url: string;
  body: string;
  location: string | null;
  setCookies: string[];
}

/**
 * A tiny browser: a cookie jar honouring cookie paths (oidc-provider scopes its
 * interaction cookies to one path), manual or followed redirects, form posts with the
 * Origin and Sec-Fetch-Site headers a browser would send.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();
  /** Every URL requested, in order (redirects included). */
  readonly visited: string[] = [];

  constructor(readonly baseUrl: string) {}

  async request(pathOrUrl: string, form?: Record<string, string>): Promise<Page> {
    const url = new URL(pathOrUrl, this.baseUrl);
    this.visited.push(url.href);
    // Every page of these flows is on the app's origin, as a browser says (Sec-Fetch-Site).
    const headers: Record<string, string> = {
      cookie: this.cookieHeader(url.pathname),
      'sec-fetch-site': 'same-origin',
    };
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = new URL(this.baseUrl).origin;
    }
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) this.store(header);
    const location = response.headers.get('location');
    return {
      status: response.status,
      url: url.href,
      body: await response.text(),
      location: location ? new URL(location, url).href : null,
      setCookies,
    };
  }

  /** Requests and follows redirects (at most 10) within the app's origin. */
  async go(pathOrUrl: string, form?: Record<string, string>): Promise<Page> {
    let page = await this.request(pathOrUrl, form);
    for (let i = 0; i < 10 && page.location && page.location.startsWith(this.baseUrl); i++) {
      page = await this.request(page.location);
    }
    return page;
  }

  /** Forgets every cookie but the named ones (a browser whose sessions ended). */
  clearCookies(keep: string[] = []): void {
    for (const [key, c] of this.cookies) if (!keep.includes(c.name)) this.cookies.delete(key);
  }

  cookie(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }

  private cookieHeader(path: string): string {
    return [...this.cookies.values()]
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private store(header: string) {
    const [pair, ...attributes] = header.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const attr = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const path = attr('path') ?? '/';
    const expires = attr('expires');
    const removed =
      attr('max-age') === '0' ||
      (expires !== undefined && new Date(expires).getTime() < Date.now()) ||
      value === '';
    if (removed) this.cookies.delete(`${path}|${name}`);
    else this.cookies.set(`${path}|${name}`, { name, value, path });
  }
}

/** Starts a sign-in and answers the provider's login page. */
/** Submits the set-password form of `link` (a set-password link and its token) with `password`, confirmed. */
export function setPassword(browser: TestBrowser, link: string, password: string): Promise<Page> {
  const token = new URL(link).searchParams.get('token')!;
  return browser.request('/idp/set-password', { token, password, confirmation: password });
}

export async function openLoginPage(browser: TestBrowser, returnTo?: string): Promise<Page> {
  const query = returnTo === undefined ? '' : `?return_to=${encodeURIComponent(returnTo)}`;
  return browser.go(`/api/auth/login${query}`);
}

/** Posts the login form of a login page; follows the redirects back to the app. */
export async function submitLogin(
  browser: TestBrowser,
  loginPage: Page,
  email: string,
  password: string,
): Promise<Page> {
  const action = /<form method="post" action="([^"]+)"/.exec(loginPage.body)?.[1];
  if (!action) throw new Error(`not a login page: ${loginPage.url} ${loginPage.status}`);
  return browser.go(action, { email, password });
}

/** The whole sign-in; returns the last page (the app's, after the callback). */
export async function signIn(
  browser: TestBrowser,
  email: string,
  password: string,
  returnTo?: string,
): Promise<Page> {
  return submitLogin(browser, await openLoginPage(browser, returnTo), email, password);
}

/** A new browser, signed in to the app at `ctx` as `email` (with PASSWORD unless told); `returnTo` as for openLoginPage. */
export async function signedInBrowser(
  ctx: { baseUrl: string },
  email: string,
  { password = PASSWORD, returnTo }: { password?: string; returnTo?: string } = {},
): Promise<TestBrowser> {
  const browser = new TestBrowser(ctx.baseUrl);
  await signIn(browser, email, password, returnTo);
  return browser;
}

/** The URL the callback sent the browser to (return_to after the checks). */
export function landingAfterCallback(browser: TestBrowser): string | undefined {
  const i = browser.visited.findIndex((url) => url.includes('/api/auth/callback'));
  return i >= 0 ? browser.visited[i + 1] : undefined;
}

/** The `cookie` header value of the browser's app session, for app.inject. */
export async function apiAuth(ctx: ListeningContext, browser: TestBrowser) {
  const cookie = browser.cookie('ham_session');
  return ctx.app.inject({
    method: 'GET',
    url: '/api/auth',
    headers: cookie ? { cookie: `ham_session=${cookie}` } : {},
  });
}
