import { invoiceTotals } from './invoice-totals';

describe('invoiceTotals', () => {
  it.each([
    ['an invoice alone', 100_000, [], { credited: 0, debited: 0, net: 100_000, creditable: 100_000 }],
    [
      'a partial credit note',
      100_000,
      [{ kind: 'TD04', total: 25_050 }],
      { credited: 25_050, debited: 0, net: 74_950, creditable: 74_950 },
    ],
    [
      'credit and debit notes',
      100_000,
      [
        { kind: 'TD04', total: 10_000 },
        { kind: 'TD05', total: 3_333 },
        { kind: 'TD04', total: 1 },
      ],
      { credited: 10_001, debited: 3_333, net: 93_332, creditable: 93_332 },
    ],
    [
      'credited in full',
      50_000,
      [{ kind: 'TD04', total: 50_000 }],
      { credited: 50_000, debited: 0, net: 0, creditable: 0 },
    ],
  ] as const)('%s', (_, invoiced, notes, expected) => {
    expect(invoiceTotals(invoiced, notes)).toEqual({ invoiced, ...expected });
  });

  it('never offers a negative amount to credit', () => {
    expect(invoiceTotals(1_000, [{ kind: 'TD04', total: 1_500 }]).creditable).toBe(0);
    expect(invoiceTotals(1_000, [{ kind: 'TD04', total: 1_500 }]).net).toBe(-500);
  });
});
