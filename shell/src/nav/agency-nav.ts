import type { MessageSide } from '@ham/contracts/request-messages';

export interface AgencyNavEntry {
  label: string;
  path: string;
  /** Whether the screen exists yet (only ready entries are shown). */
  ready: boolean;
  /** Shows the count of the staff's messages not read yet (docs/product/agency-portal.md#messages). */
  unread?: MessageSide;
}

/** The agency top-bar menu (docs/product/agency-portal.md#layout-and-home). */
export const agencyNav: AgencyNavEntry[] = [
  { label: 'Home', path: '/', ready: true },
  { label: 'Disponibilità online', path: '/cerca', ready: true },
  { label: 'Catalogo online', path: '/catalogo', ready: true },
  { label: 'Richiedi preventivo', path: '/preventivo', ready: true },
  // The agency's own requests and their status.
  { label: 'Le mie richieste', path: '/mie-richieste', ready: true, unread: 'agency' },
  // The agency's own confirmed cases and their rooming lists.
  { label: 'Le mie pratiche', path: '/mie-pratiche', ready: true },
  // The agency's own statement and open items.
  { label: 'Estratto conto', path: '/estratto-conto', ready: true },
];

export const visibleAgencyNav = (nav: AgencyNavEntry[] = agencyNav) => nav.filter((e) => e.ready);
