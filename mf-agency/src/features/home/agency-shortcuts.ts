/** The three agency shortcuts of SPEC §1, with their descriptions. */
export interface AgencyShortcut {
  title: string;
  description: string;
  /** The screen's route (SPEC 'Agency layout'). */
  path: string;
}

export const agencyShortcuts: AgencyShortcut[] = [
  { title: 'Disponibilità online', description: 'Posti liberi per hotel, giorno per giorno', path: '/cerca' },
  { title: 'Catalogo online', description: "Tutti gli hotel e i servizi di un'area", path: '/catalogo' },
  {
    title: 'Richiedi preventivo',
    description: 'Cerca un hotel per un periodo e invia una richiesta di preventivo',
    path: '/preventivo',
  },
];
