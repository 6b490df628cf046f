import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderWithPlatform } from '../testing';
import { DateField, TextField } from './fields';
import { Form, useZodForm } from './form';
import { LabeledField } from './labeled-field';
import { pastDateTexts } from './past-date';

const schema = z.object({ name: z.string().min(1, 'Campo obbligatorio'), begin: z.string().nullable() });

function Harness({ begin }: { begin: string | null }) {
  const form = useZodForm(schema, { defaultValues: { name: '', begin } });
  return (
    <Form form={form} onSubmit={jest.fn()}>
      <TextField name="name" label="Nome" />
      <DateField name="begin" label="Data inizio" warnIfPast />
      <button type="submit">Conferma</button>
    </Form>
  );
}

/** The message line under the field labelled `label` (the one element a message comes and goes in). */
const messageLine = (label: RegExp) =>
  screen.getByLabelText(label).closest('.chakra-field__root')?.querySelector('[data-field-message]');

describe('LabeledField', () => {
  it("keeps a form field's message line whether a message is shown or not (nothing below it moves)", async () => {
    const { user } = renderWithPlatform(<Harness begin={null} />);
    const line = messageLine(/Nome/);
    expect(line).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
    // The error is written in the same line, which was there before it.
    expect(messageLine(/Nome/)).toBe(line);
    expect(line).toHaveTextContent('Campo obbligatorio');
    await user.type(screen.getByLabelText(/Nome/), 'Gita');
    expect(messageLine(/Nome/)).toBe(line);
    expect(line).toBeEmptyDOMElement();
  });

  it("writes a date's past warning in the same line, as a status", () => {
    renderWithPlatform(<Harness begin="2020-03-15" />);
    expect(screen.getByRole('status')).toHaveTextContent(pastDateTexts.warning);
    expect(messageLine(/Data inizio/)).toContainElement(screen.getByRole('status'));
  });

  it('outside a form (a filter) keeps no empty line', () => {
    renderWithPlatform(
      <LabeledField label="Cerca">
        <input />
      </LabeledField>,
    );
    expect(document.querySelector('[data-field-message]')).toBeNull();
  });
});
