/** The agency layout's routes (docs/product/agency-portal.md#layout-and-home). */
export const agencyRoutes = {
  home: '/',
  availability: '/cerca',
  catalog: '/catalogo',
  quote: '/preventivo',
  myRequests: '/mie-richieste',
  myRequest: (id: number | string) => `/mie-richieste/${id}`,
  statement: '/estratto-conto',
  myCases: '/mie-pratiche',
  myCase: (docNum: number | string) => `/mie-pratiche/${docNum}`,
} as const;
