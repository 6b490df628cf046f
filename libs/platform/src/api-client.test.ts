/** @jest-environment node */
import { ApiError, createApiClient } from './api-client';

function fakeFetch(status: number, body: unknown, contentType = 'application/json') {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status, headers: { 'content-type': contentType } });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('createApiClient', () => {
  it('builds URLs under the runtime prefix, skipping empty query values', async () => {
    const { impl, calls } = fakeFetch(200, { items: [] });
    const api = createApiClient({ base: '/api/', fetchImpl: impl });
    await api.get('/geo/areas', { name: 'Gar da', country: '', p: 2, ipp: undefined });
    expect(calls[0].url).toBe('/api/geo/areas?name=Gar+da&p=2');
    expect(calls[0].init.credentials).toBe('include');
    expect(api.url('auth/login', { return_to: 'http://x/a?b=1' })).toBe(
      '/api/auth/login?return_to=http%3A%2F%2Fx%2Fa%3Fb%3D1',
    );
  });

  it('sends JSON bodies and parses JSON answers', async () => {
    const { impl, calls } = fakeFetch(201, { id: 7 });
    const api = createApiClient({ base: '/api', fetchImpl: impl });
    await expect(api.post('/geo/areas', { name: 'Garda' })).resolves.toEqual({ id: 7 });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"name":"Garda"}');
    expect((calls[0].init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('answers undefined for 204', async () => {
    const { impl } = fakeFetch(204, undefined);
    const api = createApiClient({ base: '/api', fetchImpl: impl });
    await expect(api.delete('/geo/areas/1')).resolves.toBeUndefined();
  });

  it('turns JSON errors into ApiError with code, message and fields', async () => {
    const { impl } = fakeFetch(400, {
      error: 'ValidationError',
      message: 'Alcuni campi non sono validi',
      fields: { name: 'Campo obbligatorio' },
    });
    const api = createApiClient({ base: '/api', fetchImpl: impl });
    const err = await api.put('/geo/areas/1', {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'ValidationError',
      fields: { name: 'Campo obbligatorio' },
    });
  });

  it('maps a non-JSON failure to a generic Italian error', async () => {
    const { impl } = fakeFetch(502, '<html>Bad gateway</html>', 'text/html');
    const api = createApiClient({ base: '/api', fetchImpl: impl });
    const err = await api.get('/static').catch((e) => e);
    expect(err).toMatchObject({
      status: 502,
      code: 'HttpError',
      message: 'Errore interno del server, riprova più tardi',
    });
  });

  it('calls onUnauthorized on 401', async () => {
    const { impl } = fakeFetch(401, { error: 'Unauthorized', message: 'Accesso non effettuato' });
    const onUnauthorized = jest.fn();
    const api = createApiClient({ base: '/api', fetchImpl: impl, onUnauthorized });
    await expect(api.get('/auth')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
