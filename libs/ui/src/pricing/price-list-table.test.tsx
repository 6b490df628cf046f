import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '../testing';
import { PriceListTable } from './price-list-table';

type Row = { id: number; begin: string; end: string; sale: Record<string, string> };

const rows: Row[] = [
  { id: 1, begin: '2026-05-01', end: '2026-05-31', sale: { hb: 'S-HB', bb: 'S-BB', single: 'S-SGL' } },
];

function renderTable(actions?: (row: Row) => React.ReactNode) {
  return renderWithPlatform(
    <PriceListTable<Row>
      label="Prezzi Adulti"
      rows={rows}
      getRowId={(r) => r.id}
      serviceClasses={[
        { id: 'hb', abbr: 'HB', description: 'Mezza pensione' },
        { id: 'bb', abbr: 'BB', description: 'Pernottamento e colazione' },
      ]}
      baseName="Doppia"
      extras={[{ id: 'single', name: 'Singola' }]}
      classCell={(r, sc) => r.sale[sc]}
      extraCell={(r, a) => r.sale[a]}
      actions={actions}
    />,
  );
}

describe('PriceListTable', () => {
  it('shows the period, the board prices under the base accommodation and the supplements', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Prezzi Adulti' });
    for (const header of ['Dal', 'Al', 'Doppia', 'Supplementi', 'HB', 'BB', 'Singola']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).queryByRole('columnheader', { name: 'Azioni' })).not.toBeInTheDocument();
    const cells = within(within(table).getAllByRole('row')[2]).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['01/05/2026', '31/05/2026', 'S-HB', 'S-BB', 'S-SGL']);
  });

  it("adds the 'Azioni' column when given a row's actions", () => {
    renderTable(() => <button type="button">Modifica</button>);
    expect(screen.getByRole('columnheader', { name: 'Azioni' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifica' })).toBeInTheDocument();
  });
});
