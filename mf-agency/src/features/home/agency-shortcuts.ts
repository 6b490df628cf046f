import { agencyRoutes } from '../../shared/routes';

/** The agency shortcuts (docs/product/agency-portal.md#layout-and-home), with their descriptions. */
export interface AgencyShortcut {
  title: string;
  description: string;
  /** The screen's route (docs/product/agency-portal.md#layout-and-home). */
  path: string;
}

export const agencyShortcuts: AgencyShortcut[] = [
  {
    title: 'Disponibilità online',
    description: 'Posti liberi per hotel, giorno per giorno',
    path: agencyRoutes.availability,
  },
  {
    title: 'Catalogo online',
    description: "Tutti gli hotel e i servizi di un'area",
    path: agencyRoutes.catalog,
  },
  {
    title: 'Richiedi preventivo',
    description: 'Cerca un hotel per un periodo e invia una richiesta di preventivo',
    path: agencyRoutes.quote,
  },
  {
    title: 'Le mie richieste',
    description: 'Le richieste di preventivo inviate e il loro stato',
    path: agencyRoutes.myRequests,
  },
  {
    title: 'Le mie pratiche',
    description: 'Le pratiche confermate e la rooming list da compilare o caricare',
    path: agencyRoutes.myCases,
  },
  {
    title: 'Estratto conto',
    description: 'Fatture, note di credito, pagamenti e scadenze aperte',
    path: agencyRoutes.statement,
  },
];
