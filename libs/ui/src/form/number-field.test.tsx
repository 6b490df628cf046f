import { configureZodLocale } from '@ham/contracts';
import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderInForm } from '../testing';
import { NumberField } from './fields';

configureZodLocale();

const schema = z.object({
  guests: z.number().int().min(0).max(100_000),
  hours: z.number().min(0).nullable(),
});

const renderFields = () =>
  renderInForm(
    schema,
    { defaultValues: { guests: null, hours: null } },
    <>
      <NumberField name="guests" label="Persone" min={0} required />
      <NumberField name="hours" label="Ore" min={0} step={0.25} />
    </>,
  );

describe('NumberField', () => {
  it('takes a whole number, and decimals where its step has them', async () => {
    const { user, onSubmit, submit } = renderFields();
    await user.type(screen.getByLabelText(/Persone/), '45');
    await user.type(screen.getByLabelText(/Ore/), '2,5');
    await submit();
    expect(onSubmit.mock.calls[0][0]).toEqual({ guests: 45, hours: 2.5 });
  });

  it.each([
    ['-1e2+5', 'Inserire un numero intero non negativo'],
    ['-3', 'Inserire un numero intero non negativo'],
    ['6O', 'Inserire un numero intero non negativo'],
    ['99999999', 'Valore massimo 100.000'],
    ['', 'Campo obbligatorio'],
  ])('refuses %p with %p and submits nothing', async (typed, message) => {
    const { user, onSubmit, submit } = renderFields();
    const input = screen.getByLabelText(/Persone/);
    if (typed) await user.type(input, typed);
    expect(input).toHaveValue(typed);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("reads a decimal field's bad text 'Inserire un numero'", async () => {
    const { user, onSubmit, submit } = renderFields();
    await user.type(screen.getByLabelText(/Persone/), '4');
    await user.type(screen.getByLabelText(/Ore/), '2,5h');
    await submit();
    expect(await screen.findByText('Inserire un numero')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
