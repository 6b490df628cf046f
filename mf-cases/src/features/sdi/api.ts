import { type SdiImportFile, type SdiImportResult, sdiRoutes } from '@ham/contracts';
import { type ApiClient, ApiError, apiQuery, callEndpoint, endpoint } from '@ham/platform';
import { invoiceApi } from '../invoices/api';

/**
 * The SdI outcome on 'Fatture' (docs/product/sdi.md): import of the SdI's messages, a document's
 * history and 'Segna come inviata'.
 */
export const sdiApi = {
  endpoints: {
    importMessages: endpoint.fromRoute(sdiRoutes.importMessages),
    history: endpoint.fromRoute(sdiRoutes.history),
    markSent: endpoint.fromRoute(sdiRoutes.markSent),
    sendPec: endpoint.fromRoute(sdiRoutes.sendPec),
  },
  keys: { history: (id: number) => ['sdi', 'history', id] as const },
  /** What an import or a mark changes: the list's statuses and the histories. */
  changed: () => [invoiceApi.keys.all, ['sdi']] as const,
};

export const sdiQueries = {
  history: (id: number) =>
    apiQuery(sdiApi.keys.history(id), (api, signal) =>
      callEndpoint(api, sdiApi.endpoints.history, { params: { id }, signal }),
    ),
};

const isZip = (file: File) => /\.zip$/i.test(file.name) || /zip/.test(file.type);

/**
 * Sends one chosen file as the request body (the API client speaks JSON only): a ZIP as
 * application/zip, anything else as one XML message named by its file name. A refusal of the
 * whole request (not a ZIP, too large…) comes back as that file's refused line.
 */
export async function uploadSdiFile(api: ApiClient, file: File): Promise<SdiImportFile[]> {
  const zip = isZip(file);
  const url = api.url(sdiApi.endpoints.importMessages.path, zip ? undefined : { fileName: file.name });
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': zip ? 'application/zip' : 'application/xml' },
      // The bytes, not the File: every fetch (the browser's, the tests') sends them as they are.
      body: await file.arrayBuffer(),
    });
  } catch {
    return [refusedLine(file.name, 'Network', 'Impossibile comunicare con il server.')];
  }
  const body = await res.json().catch(() => null);
  if (res.ok && body) return (body as SdiImportResult).files;
  const error = new ApiError(
    res.status,
    body && typeof body.error === 'string'
      ? body
      : { error: 'HttpError', message: 'Importazione non riuscita.' },
  );
  return [refusedLine(file.name, error.code, error.message)];
}

const refusedLine = (fileName: string, code: string, message: string): SdiImportFile => ({
  fileName,
  outcome: 'rifiutato',
  code,
  message,
  document: null,
  kind: null,
  status: null,
});
