import type {
  InvoiceData,
  InvoiceDataWrite,
  InvoiceListItem,
  Paged,
  SendDocumentWrite,
  SentDocument,
} from '@ham/contracts';
import { type ApiClient, usePlatform } from '@ham/platform';
import { createQueryKeys } from '@ham/ui';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { casesPath } from './case-routes';

/**
 * The case documents' server state (SPEC §7 Cases, the document calls): query options with
 * their keys and fetchers, and the mutations; components use these, never the client.
 */
export const invoiceKeys = createQueryKeys('invoices');

export const documentsApi = {
  invoiceData: (api: ApiClient, docNum: number) =>
    queryOptions({
      queryKey: [...invoiceKeys.detail(docNum), 'data'],
      queryFn: ({ signal }) =>
        api.get<InvoiceData>(`${casesPath}/${docNum}/invoice/data`, undefined, { signal }),
      // The case may have changed in another screen: the dialog always asks afresh.
      refetchOnMount: 'always',
    }),
  invoiceList: (api: ApiClient, params: { year: number; month?: number; p: number; ipp: number }) =>
    queryOptions({
      queryKey: invoiceKeys.list(params),
      queryFn: ({ signal }) => api.get<Paged<InvoiceListItem>>(`${casesPath}/invoices`, params, { signal }),
    }),
  /** The URLs a print opens in a new window (cookies go along: same origin). */
  confirmationUrl: (api: ApiClient, docNum: number, format: 'html' | 'pdf', date: string) =>
    api.url(`${casesPath}/${docNum}/confirmation.${format}`, { date }),
  invoiceUrl: (api: ApiClient, docNum: number, format: 'html' | 'pdf' | 'xml') =>
    api.url(`${casesPath}/${docNum}/invoice.${format}`),
  voucherUrl: (api: ApiClient, stayId: number, docNum: number, format: 'html' | 'pdf') =>
    api.url(`${casesPath}/stays/${stayId}/voucher.${format}`, { docNum }),
  monthZipUrl: (api: ApiClient, year: number, month: number) =>
    api.url(`${casesPath}/invoices/export.zip`, { year, month }),
};

/** PUT invoice/data: issues the invoice or refreshes its snapshot; the list of invoices changes too. */
export function useSaveInvoiceData(docNum: number) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceDataWrite) => api.put<InvoiceData>(`${casesPath}/${docNum}/invoice/data`, body),
    onSuccess: (data) => {
      queryClient.setQueryData(documentsApi.invoiceData(api, docNum).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}

/** POST send: 'Invia all'agenzia'; answers the case's sent documents. */
export function useSendDocument(docNum: number) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendDocumentWrite) =>
      api.post<{ items: SentDocument[] }>(`${casesPath}/${docNum}/send`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(docNum) }),
  });
}
