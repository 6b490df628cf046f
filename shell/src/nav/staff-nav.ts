import type { Permission } from '@ham/contracts';
import type { MessageSide } from '@ham/contracts/request-messages';

export interface StaffNavEntry {
  label: string;
  path: string;
  /** Shown only to users whose role has it (docs/product/roles.md). */
  permission?: Permission;
  /**
   * Whether the screen exists yet. Only ready entries are shown, so the menu never leads to
   * a missing screen: the change that delivers a screen flips its flag to `true`.
   */
  ready: boolean;
  /** Shows the count of the agencies' messages not read yet (docs/product/agency-portal.md#messages). */
  unread?: MessageSide;
}

export interface StaffNavSection {
  id: string;
  /** null: entries shown without a section heading. */
  label: string | null;
  /** Needed for the whole section. */
  permission?: Permission;
  entries: StaffNavEntry[];
}

/** The staff sidebar of docs/product/screens.md#staff-menu, in its order. */
export const staffNav: StaffNavSection[] = [
  {
    id: 'search',
    label: null,
    entries: [
      // docs/product/dashboard.md: the figures of a period (pick-up, hotels, sales, today's work).
      { label: 'Cruscotto', path: '/cruscotto', ready: true },
      { label: 'Cerca disponibilità', path: '/disponibilita', ready: true },
      // docs/product/allotment-and-holds.md#release-dates: the nights released in the next days with places unsold.
      { label: 'Rilasci in scadenza', path: '/disponibilita/rilasci', ready: true },
    ],
  },
  {
    id: 'cases',
    label: 'Pratiche',
    entries: [
      { label: 'Elenco', path: '/pratiche', ready: true },
      { label: 'Nuova', path: '/pratiche/nuova', ready: true },
      { label: 'Opzioni scadute', path: '/opzioni-scadute', ready: true },
      { label: 'Richieste preventivo', path: '/richieste', ready: true, unread: 'staff' },
      // docs/product/documents.md: the issued invoices and the month's FatturaPA files.
      { label: 'Fatture', path: '/pratiche/fatture', ready: true },
      // docs/product/payments.md: what is due and overdue across cases, and the agencies' statements.
      { label: 'Incassi', path: '/pratiche/incassi', ready: true },
      // Sale, purchase cost and margin of the cases of a period, with the 74-ter margin VAT.
      { label: 'Margini', path: '/pratiche/margini', ready: true },
    ],
  },
  {
    id: 'registry',
    label: 'Anagrafiche',
    entries: [
      { label: 'Agenzie', path: '/agenzie', permission: 'manage_db', ready: true },
      { label: 'Hotel', path: '/hotel', ready: true },
      { label: 'Ristoranti', path: '/ristoranti', ready: true },
      { label: 'Bus', path: '/bus', ready: true },
      { label: 'Guide', path: '/guida', ready: true },
      { label: 'Aree', path: '/aree', permission: 'manage_db', ready: true },
      { label: 'Località', path: '/localita', permission: 'manage_db', ready: true },
    ],
  },
  {
    id: 'administration',
    label: 'Amministrazione',
    permission: 'manage_users',
    entries: [
      { label: 'Utenti', path: '/utenti', ready: true },
      { label: 'Configurazione', path: '/configura', ready: true },
      { label: 'Registro attività', path: '/registro-attivita', ready: true },
      { label: 'Accessi', path: '/accessi', ready: true },
    ],
  },
];

/** The sections and entries a user sees: ready, permitted, and no empty section. */
export function visibleStaffNav(
  nav: StaffNavSection[],
  hasPermission: (p: Permission) => boolean,
): StaffNavSection[] {
  const allowed = (p?: Permission) => p === undefined || hasPermission(p);
  return nav
    .filter((section) => allowed(section.permission))
    .map((section) => ({
      ...section,
      entries: section.entries.filter((e) => e.ready && allowed(e.permission)),
    }))
    .filter((section) => section.entries.length > 0);
}

/**
 * NavLink's `end`: '/pratiche' must not stay highlighted on '/pratiche/nuova', which has an
 * entry of its own, while '/aree' stays highlighted on '/aree/nuova'.
 */
export function navEntryIsExact(entry: StaffNavEntry, nav: StaffNavSection[] = staffNav): boolean {
  return nav.some((s) => s.entries.some((e) => e !== entry && e.path.startsWith(`${entry.path}/`)));
}
