import { formatEuro } from '@ham/contracts';
import { historyAction, historyChanges, withoutCosts } from './history-labels';

describe('withoutCosts', () => {
  test('drops every purchase cost, also inside a stay’s price rows', () => {
    expect(
      withoutCosts({
        prices: { hb: 5000 },
        costs: { hb: 4000 },
        extras_costs: {},
        cost: 10,
        extra_cost: 3,
        cost_missing: 1,
        price_rows: [{ begin: '2030-01-01', prices: { hb: 1 }, costs: { hb: 2 }, extrasCosts: {} }],
      }),
    ).toEqual({ prices: { hb: 5000 }, price_rows: [{ begin: '2030-01-01', prices: { hb: 1 } }] });
    expect(withoutCosts(null)).toBeNull();
  });
});

describe('historyChanges', () => {
  test('an update: the changed fields, labelled, in Italian formats; a stripped cost is not listed', () => {
    const old = { unit_price: 1000, date: '2030-05-01', cost: 5 };
    const now = { unit_price: 1250, date: '2030-05-02', cost: 6 };
    expect(
      historyChanges('meals', 'U', withoutCosts(old), withoutCosts(now), ['cost', 'date', 'unit_price']),
    ).toEqual([
      { field: 'date', label: 'Data', old: '01/05/2030', new: '02/05/2030' },
      { field: 'unit_price', label: 'Prezzo unitario', old: formatEuro(1000), new: formatEuro(1250) },
    ]);
  });
  test('a deleted record shows its last state; bookkeeping never', () => {
    expect(historyChanges('areas', 'D', { name: 'Garda', version: 3, country_id: 'IT' }, null, [])).toEqual([
      { field: 'name', label: 'Nome', old: 'Garda', new: '' },
      { field: 'country_id', label: 'Nazione', old: 'IT', new: '' },
    ]);
  });
});

describe('historyAction', () => {
  test.each([
    ['I', null, { kind: 'option' }, 'Opzione inserita'],
    ['I', null, { kind: 'reservation' }, 'Prenotazione inserita'],
    ['U', { kind: 'option' }, { kind: 'reservation' }, 'Confermata'],
    ['U', { kind: 'option' }, { kind: 'option' }, 'Modificato'],
    ['D', { kind: 'option' }, null, 'Rilasciata'],
  ] as const)('holds %s %j → %j: %s', (op, old, now, action) => {
    expect(historyAction('holds', op, old, now)).toBe(action);
  });
  test('other records', () => {
    expect(historyAction('hotels', 'I', null, {})).toBe('Creato');
    expect(historyAction('hotels', 'D', {}, null)).toBe('Eliminato');
  });
});
