import { type CaseStatus, type CaseStatusFacts, caseStatus, caseStatusFactsOf } from './case-status';

const facts = (over: Partial<CaseStatusFacts> = {}): CaseStatusFacts => ({
  invoiced: false,
  activeOptions: 0,
  expiredOptions: 0,
  reservations: 0,
  ...over,
});

describe('caseStatus', () => {
  it.each<[CaseStatus, string, Partial<CaseStatusFacts>]>([
    ['preventivo', 'nothing held', {}],
    ['opzione', 'one option', { activeOptions: 1 }],
    ['opzione', 'an option and a reservation', { activeOptions: 1, reservations: 2 }],
    ['opzione', 'an option and an expired one', { activeOptions: 1, expiredOptions: 1 }],
    ['scaduta', 'only an expired option', { expiredOptions: 1 }],
    ['scaduta', 'an expired option and a reservation', { expiredOptions: 1, reservations: 1 }],
    ['confermata', 'every hold a reservation', { reservations: 3 }],
    ['fatturata', 'invoiced with nothing held', { invoiced: true }],
    ['fatturata', 'invoiced with options', { invoiced: true, activeOptions: 1, expiredOptions: 1 }],
    ['fatturata', 'invoiced and confirmed', { invoiced: true, reservations: 1 }],
  ])('%s when %s', (status, _, over) => expect(caseStatus(facts(over))).toBe(status));
});

describe('caseStatusFactsOf', () => {
  it('counts the stays by their hold', () => {
    const option = (expired: boolean) => ({ option: { expired }, reservation: null });
    const stays = [
      option(false),
      option(true),
      option(true),
      { option: null, reservation: { contact: 'x' } },
      { option: null, reservation: null },
    ];
    expect(caseStatusFactsOf(stays, false)).toEqual(
      facts({ activeOptions: 1, expiredOptions: 2, reservations: 1 }),
    );
    expect(caseStatus(caseStatusFactsOf([], true))).toBe('fatturata');
  });
});
