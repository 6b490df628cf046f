import { screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { renderInForm } from '../testing';
import { NumberField } from './fields';
import { RowListField } from './row-list-field';

const schema = z.object({
  rows: z.array(z.object({ seats: z.number({ error: 'Campo obbligatorio' }) })),
});

const renderRows = () =>
  renderInForm(
    schema,
    { defaultValues: { rows: [{ seats: 19 }] } },
    <RowListField
      name="rows"
      label="Prezzi"
      newRow={() => ({ seats: null })}
      renderRow={({ prefix }) => <NumberField name={`${prefix}.seats`} label="Posti" />}
    />,
  );

describe('RowListField', () => {
  it('adds, fills and removes rows; each row shows its own errors', async () => {
    const { user, onSubmit, submit } = renderRows();
    expect(screen.getByRole('group', { name: 'Prezzi' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    expect(screen.getAllByLabelText('Posti')).toHaveLength(3);

    await submit();
    const row2 = screen.getByRole('group', { name: 'Riga 2' });
    expect(await within(row2).findByText('Campo obbligatorio')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(row2).getByLabelText('Posti'), '35');
    await user.click(screen.getByRole('button', { name: 'Rimuovi riga 3' }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ rows: [{ seats: 19 }, { seats: 35 }] });
  });

  it("shows 'Nessuna riga' when empty", async () => {
    const { user } = renderRows();
    await user.click(screen.getByRole('button', { name: 'Rimuovi riga 1' }));
    expect(screen.getByText('Nessuna riga')).toBeInTheDocument();
  });
});
