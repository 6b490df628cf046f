import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderWithPlatform } from '../testing';
import { CopyFieldButton } from './copy-field-button';
import { TextField } from './fields';
import { Form, useZodForm } from './form';

function Harness({ onSubmit }: { onSubmit(values: unknown): void }) {
  const form = useZodForm(z.object({ email: z.string(), login: z.string() }), {
    defaultValues: { email: '', login: '' },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextField name="email" label="E-mail" />
      <TextField name="login" label="Accesso" />
      <CopyFieldButton from="email" to="login" label="Copia indirizzo contatto" />
      <button type="submit">Invia</button>
    </Form>
  );
}

describe('CopyFieldButton', () => {
  it('copies one field into another', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithPlatform(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('E-mail'), 'info@agenzia.it');
    await user.click(screen.getByRole('button', { name: 'Copia indirizzo contatto' }));
    expect(screen.getByLabelText('Accesso')).toHaveValue('info@agenzia.it');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'info@agenzia.it', login: 'info@agenzia.it' });
  });
});
