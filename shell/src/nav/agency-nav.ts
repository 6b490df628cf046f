export interface AgencyNavEntry {
  label: string;
  path: string;
  /** Whether the screen exists yet; the agency-portal issue flips the three shortcuts to `true`. */
  ready: boolean;
}

/** The agency top-bar menu (SPEC 'Agency layout'). */
export const agencyNav: AgencyNavEntry[] = [
  { label: 'Home', path: '/', ready: true },
  { label: 'Disponibilità online', path: '/cerca', ready: false },
  { label: 'Catalogo online', path: '/catalogo', ready: false },
  { label: 'Richiedi preventivo', path: '/preventivo', ready: false },
];

export const visibleAgencyNav = (nav: AgencyNavEntry[] = agencyNav) => nav.filter((e) => e.ready);
