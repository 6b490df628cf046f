import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '../testing';
import { ListTable } from './list-table';

type Row = { id: number; name: string; count: number };
const longName = `Gita ${'molto lunga '.repeat(17)}`.slice(0, 200);

function renderTable() {
  return renderWithPlatform(
    <ListTable<Row>
      label="Pratiche"
      columns={[
        { header: 'Nome', cell: (r) => r.name },
        { header: 'N. partecipanti', cell: (r) => r.count, textAlign: 'end' },
      ]}
      items={[{ id: 1, name: longName, count: 40 }]}
      getRowId={(r) => r.id}
      actions={() => <button type="button">Elimina</button>}
    />,
  );
}

describe('ListTable', () => {
  it('keeps a long text on one line, cut with an ellipsis, whole on hover and to screen readers', () => {
    renderTable();
    const cell = screen.getByRole('cell', { name: longName });
    expect(cell).toHaveStyle({ whiteSpace: 'nowrap' });
    const text = within(cell).getByTitle(longName);
    expect(text).toHaveTextContent(longName);
    expect(text).toHaveStyle({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    expect(getComputedStyle(text).maxWidth).not.toBe('none');
    expect(within(screen.getByRole('cell', { name: '40' })).getByTitle('40')).toBeInTheDocument();
  });

  it('pins the actions column to the right edge of the table', () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Azioni' });
    const actions = screen.getByRole('button', { name: 'Elimina' }).closest('td') as HTMLElement;
    for (const el of [header, actions]) {
      expect(el).toHaveStyle({ position: 'sticky' });
      expect(el).toHaveAttribute('data-sticky-actions');
    }
  });
});
