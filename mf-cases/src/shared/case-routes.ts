export type CaseItemKind = 'pasto' | 'bus' | 'tour';

/** The routes of this remote (docs/product/screens.md#staff-routes). */
export const caseRoutes = {
  list: '/pratiche',
  add: '/pratiche/nuova',
  headEdit: (n: number | string) => `/pratiche/modifica/${n}`,
  detail: (n: number | string) => `/pratiche/dettagli/${n}`,
  extras: (n: number | string) => `/pratiche/dettagli/${n}/extra`,
  rooming: (n: number | string) => `/pratiche/dettagli/${n}/rooming`,
  stayAdd: (n: number | string) => `/pratiche/dettagli/${n}/hotel/nuovo`,
  stayEdit: (n: number | string, stayId: number | string) =>
    `/pratiche/dettagli/${n}/hotel/modifica/${stayId}`,
  itemAdd: (n: number | string, kind: CaseItemKind) => `/pratiche/dettagli/${n}/${kind}/nuovo`,
  itemEdit: (n: number | string, kind: CaseItemKind, id: number | string) =>
    `/pratiche/dettagli/${n}/${kind}/modifica/${id}`,
  expiredOptions: '/opzioni-scadute',
  voucher: (n: number | string, stayId: number | string) => `/pratiche/voucher/${n}/${stayId}`,
  invoices: '/pratiche/fatture',
} as const;
