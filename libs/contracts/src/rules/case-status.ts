/**
 * Where a case stands, from its stays' holds and its invoice (docs/product/cases.md). Pure: the
 * case list's SQL filter implements the same order, and an API test proves they agree.
 *
 * In order, the first that applies:
 * - 'fatturata': the case's invoice is issued;
 * - 'opzione': at least one stay has an option still valid (expiry today or later);
 * - 'scaduta': an option has expired and none is valid (staff must renew or release it);
 * - 'confermata': every hold of the case is a reservation (at least one);
 * - 'preventivo': nothing held (no stay, or stays without option or reservation).
 * A stay without a hold does not keep a case from 'confermata': a hotel booked outside the
 * allotment has no hold.
 */
export const caseStatuses = ['preventivo', 'opzione', 'scaduta', 'confermata', 'fatturata'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

export const caseStatusLabels: Record<CaseStatus, string> = {
  preventivo: 'Preventivo',
  opzione: 'In opzione',
  scaduta: 'Opzione scaduta',
  confermata: 'Confermata',
  fatturata: 'Fatturata',
};

/** What the status is made of: the invoice, and the holds of the case's stays by kind. */
export interface CaseStatusFacts {
  invoiced: boolean;
  /** Stays with an option whose expiry is today or later. */
  activeOptions: number;
  /** Stays with an option whose expiry is before today. */
  expiredOptions: number;
  /** Stays with a reservation. */
  reservations: number;
}

export function caseStatus(f: CaseStatusFacts): CaseStatus {
  if (f.invoiced) return 'fatturata';
  if (f.activeOptions > 0) return 'opzione';
  if (f.expiredOptions > 0) return 'scaduta';
  if (f.reservations > 0) return 'confermata';
  return 'preventivo';
}

/** The facts of a case's stays as the case detail holds them (`expired`: the option's expiry is past). */
export function caseStatusFactsOf(
  stays: readonly { option: { expired: boolean } | null; reservation: unknown | null }[],
  invoiced: boolean,
): CaseStatusFacts {
  return {
    invoiced,
    activeOptions: stays.filter((s) => s.option && !s.option.expired).length,
    expiredOptions: stays.filter((s) => s.option?.expired).length,
    reservations: stays.filter((s) => s.reservation).length,
  };
}
