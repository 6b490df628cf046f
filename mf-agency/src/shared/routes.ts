/** The agency layout's routes (SPEC §2 'Agency layout'; 'Le mie richieste' beyond SPEC). */
export const agencyRoutes = {
  home: '/',
  availability: '/cerca',
  catalog: '/catalogo',
  quote: '/preventivo',
  myRequests: '/mie-richieste',
  myRequest: (id: number | string) => `/mie-richieste/${id}`,
  statement: '/estratto-conto',
} as const;
