import { ApiError, type Endpoint, type PathParams, type QueryParams } from '@ham/platform';
import {
  type DefaultBodyType,
  HttpResponse,
  http,
  type JsonBodyType,
  matchRequestUrl,
  type StrictRequest,
} from 'msw';
import { setupServer } from 'msw/node';

/** The API prefix of the test platform's client (the real one: `createApiClient({ base: API_BASE })`). */
export const API_BASE = '/api';

/** A request the screen sent, as the server received it. */
export type TestRequest<TBody = unknown> = {
  method: string;
  /** The path under the API prefix, e.g. '/geo/areas/7'. */
  path: string;
  /** The path parameters of the endpoint that answered, e.g. `{ id: '7' }`. */
  params: Record<string, string>;
  /** The query, as sent (text values). */
  query: Record<string, string>;
  /** The JSON body (undefined without one). */
  body: TBody;
};

/** An answer: the response body, or a function of the request (it may throw `apiError(...)`). */
export type Answer<TResponse, TBody> =
  | TResponse
  | ((request: TestRequest<TBody>) => TResponse | Promise<TResponse>);

/** An ApiError as the server would send it (throw it from an answer). */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  detail?: unknown,
): ApiError {
  return new ApiError(status, { error: code, message, fields, detail });
}

const recorded: TestRequest[] = [];

async function toTestRequest(request: StrictRequest<DefaultBodyType>, params: Record<string, string>) {
  const url = new URL(request.url);
  const text = await request.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  const test: TestRequest = {
    method: request.method,
    path: url.pathname.slice(API_BASE.length),
    params,
    query: Object.fromEntries(url.searchParams),
    body,
  };
  recorded.push(test);
  return test;
}

function errorResponse(err: ApiError) {
  const { status, code, message, fields, detail } = err;
  return HttpResponse.json(
    { error: code, message, ...(Object.keys(fields).length ? { fields } : {}), detail },
    { status },
  );
}

/** Every API request unanswered by the test answers 404 NotFound, like the API for an unknown record. */
const notFound = http.all(`${API_BASE}/*`, async ({ request }) => {
  await toTestRequest(request, {});
  return errorResponse(apiError(404, 'NotFound', 'Elemento non trovato'));
});

/**
 * The network of the screen tests (MSW): the real fetch client of the platform, its error mapping
 * and react-query run; the API's answers come from `answer(endpoint, …)` handlers. Started for
 * every test file by `msw-setup.ts` (jest.config.cjs), reset after each test.
 */
export const testServer = setupServer(notFound);

/** Forgets the recorded requests (after each test). */
export function clearRecordedRequests() {
  recorded.length = 0;
}

const matchesParams = (params: Record<string, unknown>, only: Partial<PathParams> | undefined) =>
  !only || Object.entries(only).every(([name, value]) => params[name] === String(value));

const statusOf = { GET: 200, POST: 201, PUT: 200, DELETE: 204 } as const;

/**
 * The API's answer to one endpoint, typed from the contracts: `answer(areaApi.endpoints.detail,
 * toscana)`, or a function of the request (`({ body }) => ({ ...toscana, ...body })`; throw
 * `apiError(409, 'StaleRecord', …)` for a refusal). DELETE answers 204 unless given a body.
 */
export function answer<TResponse, TBody, TQuery extends QueryParams, TParams extends PathParams>(
  ep: Endpoint<TResponse, TBody, TQuery, TParams>,
  reply: Answer<TResponse, TBody>,
  /** Only for these path parameters (e.g. `{ id: 7 }`); other requests go to the next answer. */
  only?: Partial<TParams>,
) {
  const method = ep.method.toLowerCase() as Lowercase<typeof ep.method>;
  return http[method](`${API_BASE}${ep.path}`, async ({ request, params }) => {
    if (!matchesParams(params, only)) return undefined;
    const test = (await toTestRequest(request, params as Record<string, string>)) as TestRequest<TBody>;
    try {
      const body =
        typeof reply === 'function'
          ? await (reply as (r: TestRequest<TBody>) => TResponse | Promise<TResponse>)(test)
          : structuredClone(reply);
      if (body === undefined) return new HttpResponse(null, { status: 204 });
      return HttpResponse.json(body as JsonBodyType, { status: statusOf[ep.method] });
    } catch (err) {
      if (err instanceof ApiError) return errorResponse(err);
      throw err;
    }
  });
}

export type TestApi = {
  /** Every request the screen sent to the API, in order. */
  readonly calls: readonly TestRequest[];
  /** The requests an endpoint received (its method and path; only these path parameters when given). */
  callsTo<TBody, TParams extends PathParams>(
    ep: Endpoint<unknown, TBody, QueryParams, TParams>,
    only?: Partial<TParams>,
  ): TestRequest<TBody>[];
  /** The last request an endpoint received (e.g. the query of a list after its filters changed). */
  lastCallTo<TBody, TParams extends PathParams>(
    ep: Endpoint<unknown, TBody, QueryParams, TParams>,
    only?: Partial<TParams>,
  ): TestRequest<TBody> | undefined;
  /** Adds answers (they take precedence over the earlier ones of the same endpoint). */
  on(...handlers: ReturnType<typeof answer>[]): void;
};

/**
 * Answers the API for one test: `const api = mockApi(answer(areaApi.endpoints.list, page), …)`,
 * then `api.callsTo(areaApi.endpoints.update)[0].body`. Unanswered API requests get 404.
 */
export function mockApi(...handlers: ReturnType<typeof answer>[]): TestApi {
  testServer.use(...handlers);
  const callsTo = <TBody, TParams extends PathParams>(
    ep: Endpoint<unknown, TBody, QueryParams, TParams>,
    only?: Partial<TParams>,
  ) =>
    recorded.filter((r) => {
      const match = matchRequestUrl(new URL(`http://localhost${API_BASE}${r.path}`), `${API_BASE}${ep.path}`);
      return r.method === ep.method && match.matches && matchesParams(match.params ?? {}, only);
    }) as TestRequest<TBody>[];
  return {
    calls: recorded,
    callsTo,
    lastCallTo: (ep, only) => callsTo(ep, only).at(-1),
    on: (...more) => testServer.use(...more),
  };
}
