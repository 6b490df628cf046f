import { type ApiClient, ApiError, type QueryParams } from '@ham/platform';

export type TestRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: QueryParams;
  body?: unknown;
};
/** Answers a request: return the response body, or throw (e.g. `apiError(...)`). */
export type TestHandler = (req: TestRequest) => unknown;

export interface TestApi extends ApiClient {
  /** Every request made, in order. */
  readonly calls: TestRequest[];
  /** Adds or replaces the handler of `'METHOD /path'` (the path without its query). */
  on(route: string, handler: TestHandler | object): void;
  /** The requests to `'METHOD /path'`. */
  callsTo(route: string): TestRequest[];
}

/** An ApiError as the server would send it. */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiError {
  return new ApiError(status, { error: code, message, fields });
}

/**
 * A test double of the platform's API client. Routes are `'GET /geo/areas'`,
 * `'PUT /geo/areas/1'`…; a route may end in `/:id` to match any last segment.
 * An unknown route answers 404, like the server.
 */
export function createTestApi(routes: Record<string, TestHandler | object> = {}): TestApi {
  const handlers = new Map<string, TestHandler>();
  const calls: TestRequest[] = [];
  const on = (route: string, handler: TestHandler | object) =>
    handlers.set(
      route,
      typeof handler === 'function' ? (handler as TestHandler) : () => structuredClone(handler),
    );
  for (const [route, handler] of Object.entries(routes)) on(route, handler);

  const find = (method: string, path: string) =>
    handlers.get(`${method} ${path}`) ?? handlers.get(`${method} ${path.replace(/\/[^/]+$/, '/:id')}`);

  async function request<T>(req: TestRequest): Promise<T> {
    calls.push(req);
    const handler = find(req.method, req.path);
    if (!handler) throw apiError(404, 'NotFound', 'Elemento non trovato');
    return (await handler(req)) as T;
  }

  return {
    base: '/api',
    calls,
    on,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
    url: (path) => `/api${path}`,
    get: (path, query) => request({ method: 'GET', path, query }),
    post: (path, body, query) => request({ method: 'POST', path, body, query }),
    put: (path, body, query) => request({ method: 'PUT', path, body, query }),
    delete: (path, query) => request({ method: 'DELETE', path, query }),
  };
}
