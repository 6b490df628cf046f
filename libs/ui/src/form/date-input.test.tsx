import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithPlatform } from '../testing';
import { DateInput } from './date-input';
import { LabeledField } from './labeled-field';

function Harness({
  initial,
  keepInvalidText = false,
  min,
}: {
  initial: string | null;
  keepInvalidText?: boolean;
  min?: string;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <LabeledField label="Data">
        <DateInput value={value} onChange={setValue} keepInvalidText={keepInvalidText} min={min} />
      </LabeledField>
      <p>Valore: {String(value)}</p>
    </>
  );
}

describe('DateInput', () => {
  it('shows DD/MM/YYYY whatever the browser language', async () => {
    renderWithPlatform(<Harness initial="2027-03-15" />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Data' })).toHaveValue('15/03/2027'));
  });

  it.each([
    ['150327', '2027-03-15', '15/03/2027'],
    ['15/3/27', '2027-03-15', '15/03/2027'],
    ['1/12/2026', '2026-12-01', '01/12/2026'],
  ])('typing %p gives %p, shown %p once left', async (typed, iso, shown) => {
    const { user } = renderWithPlatform(<Harness initial={null} />);
    const input = screen.getByRole('textbox', { name: 'Data' });
    await user.type(input, typed);
    await user.tab();
    expect(await screen.findByText(`Valore: ${iso}`)).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue(shown));
  });

  it('hands a text that is not a date to the form (its schema names the problem)', async () => {
    const { user } = renderWithPlatform(<Harness initial="2027-03-15" keepInvalidText />);
    const input = screen.getByRole('textbox', { name: 'Data' });
    await user.clear(input);
    await user.type(input, '31/02/2027');
    await user.tab();
    expect(await screen.findByText('Valore: 31/02/2027')).toBeInTheDocument();
    expect(input).toHaveValue('31/02/2027');
  });

  it('keeps a typed date before `min` as typed (the form names the problem; the calendar only offers later days)', async () => {
    const { user } = renderWithPlatform(<Harness initial={null} min="2027-03-10" />);
    const input = screen.getByRole('textbox', { name: 'Data' });
    await user.type(input, '09/03/2027');
    await user.tab();
    expect(await screen.findByText('Valore: 2027-03-09')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue('09/03/2027'));
  });

  it('opens an Italian calendar, its week starting on Monday', async () => {
    const { user } = renderWithPlatform(<Harness initial="2027-03-15" />);
    await user.click(screen.getByRole('button', { name: 'Apri il calendario' }));
    const grid = await screen.findByRole('grid');
    const days = [...grid.querySelectorAll('thead th')].map((th) => th.textContent?.toLowerCase());
    expect(days[0]).toMatch(/^l/); // lunedì
    expect(days[6]).toMatch(/^d/); // domenica
    await user.click(screen.getByRole('button', { name: /20 marzo 2027/i }));
    expect(await screen.findByText('Valore: 2027-03-20')).toBeInTheDocument();
  });
});
