import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderWithPlatform } from '../testing';
import { CurrencyField } from './fields';
import { Form, useZodForm } from './form';

const schema = z.object({
  price: z.number({ error: 'Campo obbligatorio' }).int().min(0),
  reduction: z.number({ error: 'Campo obbligatorio' }).int(),
});

function Harness({ onSubmit }: { onSubmit(v: z.output<typeof schema>): void }) {
  const form = useZodForm(schema, { defaultValues: {} });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <CurrencyField name="price" label="Prezzo" />
      <CurrencyField name="reduction" label="Riduzione" negative />
      <button type="submit">Invia</button>
    </Form>
  );
}

describe('CurrencyField', () => {
  it('takes only what an amount holds, a minus where allowed, and shows it grouped once left', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithPlatform(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/Prezzo/), 'abc1234,5x');
    await user.type(screen.getByLabelText(/Riduzione/), '-12');
    await user.tab();
    expect(screen.getByLabelText(/Prezzo/)).toHaveValue('1.234,50');
    expect(screen.getByLabelText(/Riduzione/)).toHaveValue('-12,00');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ price: 123450, reduction: -1200 });
  });

  it("says 'Importo non valido' for a text that is not an amount, 'Campo obbligatorio' only when empty", async () => {
    const { user } = renderWithPlatform(<Harness onSubmit={jest.fn()} />);
    await user.type(screen.getByLabelText(/Prezzo/), '1.2.3');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Importo non valido')).toBeInTheDocument();
    expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(1); // the empty 'Riduzione'
  });
});
