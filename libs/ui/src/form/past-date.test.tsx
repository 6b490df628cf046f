import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderWithPlatform } from '../testing';
import { DateField } from './fields';
import { Form, useZodForm } from './form';
import { isPastDate, pastDateTexts, useConfirmPastDate } from './past-date';

const schema = z.object({ beginDate: z.string() });

function Harness({ initial, onSaved }: { initial: string; onSaved(date: string): void }) {
  const form = useZodForm(schema, { defaultValues: { beginDate: initial } });
  const confirmPast = useConfirmPastDate();
  return (
    <Form
      form={form}
      onSubmit={async (v) => {
        if (await confirmPast(v.beginDate)) onSaved(v.beginDate);
      }}
    >
      <DateField name="beginDate" label="Data inizio" warnIfPast />
      <button type="submit">Salva</button>
    </Form>
  );
}

describe('past dates', () => {
  it.each([
    ['2020-03-15', '2026-11-25', true],
    ['2026-11-24', '2026-11-25', true],
    ['2026-11-25', '2026-11-25', false],
    ['2027-01-01', '2026-11-25', false],
    [null, '2026-11-25', false],
  ])('%p before %p: %p', (date, today, past) => {
    expect(isPastDate(date, today)).toBe(past);
  });

  it('a past date shows a warning and saves only once confirmed', async () => {
    const onSaved = jest.fn();
    const { user } = renderWithPlatform(<Harness initial="2020-03-15" onSaved={onSaved} />);
    expect(screen.getByRole('status')).toHaveTextContent(pastDateTexts.warning);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText(/La data 15\/03\/2020 è nel passato/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await user.click(await screen.findByRole('button', { name: pastDateTexts.confirmLabel }));
    expect(onSaved).toHaveBeenCalledWith('2020-03-15');
  });

  it('a future date saves without a word', async () => {
    const onSaved = jest.fn();
    const { user } = renderWithPlatform(<Harness initial="2099-03-15" onSaved={onSaved} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onSaved).toHaveBeenCalledWith('2099-03-15');
  });
});
