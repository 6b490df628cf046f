import {
  type ApiErrorBody,
  type RoomingImportRefusal,
  type RoomingImportResult,
  roomingMessages,
  roomingRoutes,
} from '@ham/contracts';
import { type ApiClient, ApiError, apiQuery, callEndpoint, endpoint, endpointPath } from '@ham/platform';
import { caseApi } from '../../shared/case-api';

/** docs/product/rooming-list.md: a case's rooming list, read and saved whole with its version. */
export const roomingApi = {
  endpoints: {
    read: endpoint.fromRoute(roomingRoutes.read),
    update: endpoint.fromRoute(roomingRoutes.save),
    importFile: endpoint.fromRoute(roomingRoutes.importFile),
    exportFile: endpoint.fromRoute(roomingRoutes.exportFile),
    template: endpoint.fromRoute(roomingRoutes.template),
  },
  keys: { list: (docNum: number) => [...caseApi.keys.detail(docNum), 'rooming'] as const },
  list: (docNum: number) =>
    apiQuery(roomingApi.keys.list(docNum), (api, signal) =>
      callEndpoint(api, roomingApi.endpoints.read, { params: { docNum }, signal }),
    ),
};

export type ImportOutcome =
  | { ok: true; result: RoomingImportResult }
  | { ok: false; message: string; problems: RoomingImportRefusal['problems']; total: number };

/** The chosen file sent as it is (its bytes, with its type); nothing is saved by the server. */
export async function importRoomingFile(api: ApiClient, docNum: number, file: File): Promise<ImportOutcome> {
  const csv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  const xlsx = /\.xlsx$/i.test(file.name);
  if (!csv && !xlsx) return { ok: false, message: roomingMessages.mediaType, problems: [], total: 0 };
  const url = api.url(endpointPath(roomingApi.endpoints.importFile.path, { docNum }), {
    format: csv ? 'csv' : 'xlsx',
  });
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': csv ? 'text/csv' : 'application/octet-stream' },
    body: await file.arrayBuffer(),
  });
  const body = (await res.json().catch(() => null)) as
    | RoomingImportResult
    | (ApiErrorBody & { detail?: RoomingImportRefusal })
    | null;
  if (res.ok && body && 'participants' in body) return { ok: true, result: body };
  if (body && 'error' in body && body.error === 'RoomingImportInvalid')
    return {
      ok: false,
      message: body.message,
      problems: body.detail?.problems ?? [],
      total: body.detail?.total ?? 0,
    };
  throw new ApiError(
    res.status,
    body && 'error' in body ? body : { error: 'Network', message: 'Importazione non riuscita' },
  );
}
