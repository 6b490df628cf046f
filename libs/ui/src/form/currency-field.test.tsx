import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderInForm } from '../testing';
import { CurrencyField } from './fields';

const schema = z.object({
  price: z.number({ error: 'Campo obbligatorio' }).int().min(0),
  reduction: z.number({ error: 'Campo obbligatorio' }).int(),
});

const renderPrices = () =>
  renderInForm(
    schema,
    { defaultValues: {} },
    <>
      <CurrencyField name="price" label="Prezzo" />
      <CurrencyField name="reduction" label="Riduzione" negative />
    </>,
  );

describe('CurrencyField', () => {
  it('takes an amount, a minus where allowed, and shows it grouped once left', async () => {
    const { user, onSubmit, submit } = renderPrices();
    await user.type(screen.getByLabelText(/Prezzo/), '1234,5');
    await user.type(screen.getByLabelText(/Riduzione/), '-12');
    await user.tab();
    expect(screen.getByLabelText(/Prezzo/)).toHaveValue('1.234,50');
    expect(screen.getByLabelText(/Riduzione/)).toHaveValue('-12,00');
    await submit();
    expect(onSubmit.mock.calls[0][0]).toEqual({ price: 123450, reduction: -1200 });
  });

  it("says 'Importo non valido' for a text that is not an amount, 'Campo obbligatorio' only when empty", async () => {
    const { user, submit } = renderPrices();
    await user.type(screen.getByLabelText(/Prezzo/), '1.2.3');
    await submit();
    expect(await screen.findByText('Importo non valido')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(1); // the empty 'Riduzione'
  });

  it.each([
    ['6O,5a', 'Importo non valido'],
    ['abc12,5', 'Importo non valido'],
    ['-5', 'Il valore non può essere negativo'],
  ])('refuses %p with %p, never a part of it, and submits nothing', async (typed, message) => {
    const { user, onSubmit, submit } = renderPrices();
    await user.type(screen.getByLabelText(/Prezzo/), typed);
    await user.type(screen.getByLabelText(/Riduzione/), '-1');
    await user.tab();
    expect(screen.getByLabelText(/Prezzo/)).toHaveValue(typed);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
