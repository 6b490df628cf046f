import { type ApiErrorBody, messages } from '@ham/contracts';

/** An API answer other than 2xx, with the JSON error body of docs/product/formats-and-errors.md. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: unknown;
  readonly fields: Record<string, string>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.error;
    this.detail = body.detail;
    this.fields = body.fields ?? {};
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiClient {
  /** The API prefix from runtime configuration, e.g. `/api`. */
  readonly base: string;
  /** Absolute URL of an API path with its query (for links, downloads and browser navigation). */
  url(path: string, query?: QueryParams): string;
  get<T>(path: string, query?: QueryParams, init?: { signal?: AbortSignal }): Promise<T>;
  post<T>(path: string, body?: unknown, query?: QueryParams): Promise<T>;
  put<T>(path: string, body?: unknown, query?: QueryParams): Promise<T>;
  delete<T = void>(path: string, query?: QueryParams): Promise<T>;
}

export interface ApiClientOptions {
  base: string;
  /** Called on a 401: the shell sends the browser to the login page. */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
}

function buildUrl(base: string, path: string, query?: QueryParams): string {
  const url = `${base.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** The shape of contracts' apiErrorSchema, checked by hand so the shell does not bundle zod. */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  const fieldsOk =
    b.fields === undefined ||
    (typeof b.fields === 'object' &&
      b.fields !== null &&
      Object.values(b.fields).every((v) => typeof v === 'string'));
  return typeof b.error === 'string' && typeof b.message === 'string' && fieldsOk;
}

async function toError(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON: fall through to a generic error
  }
  if (isApiErrorBody(body)) return new ApiError(res.status, body);
  return new ApiError(res.status, { error: 'HttpError', message: messages.internal });
}

/** The one fetch client of the platform: cookies included, JSON in and out, typed errors. */
export function createApiClient({ base, onUnauthorized, fetchImpl }: ApiClientOptions): ApiClient {
  const doFetch = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    query?: QueryParams,
    signal?: AbortSignal,
  ) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await doFetch(buildUrl(base, path, query), {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    if (res.status === 401) onUnauthorized?.();
    if (!res.ok) throw await toError(res);
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    base,
    url: (path, query) => buildUrl(base, path, query),
    get: (path, query, init) => request('GET', path, undefined, query, init?.signal),
    post: (path, body, query) => request('POST', path, body ?? {}, query),
    put: (path, body, query) => request('PUT', path, body ?? {}, query),
    delete: (path, query) => request('DELETE', path, undefined, query),
  };
}
