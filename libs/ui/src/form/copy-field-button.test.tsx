import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderInForm } from '../testing';
import { CopyFieldButton } from './copy-field-button';
import { TextField } from './fields';

describe('CopyFieldButton', () => {
  it('copies one field into another', async () => {
    const { user, onSubmit, submit } = renderInForm(
      z.object({ email: z.string(), login: z.string() }),
      { defaultValues: { email: '', login: '' } },
      <>
        <TextField name="email" label="E-mail" />
        <TextField name="login" label="Accesso" />
        <CopyFieldButton from="email" to="login" label="Copia indirizzo contatto" />
      </>,
    );
    await user.type(screen.getByLabelText('E-mail'), 'info@agenzia.it');
    await user.click(screen.getByRole('button', { name: 'Copia indirizzo contatto' }));
    expect(screen.getByLabelText('Accesso')).toHaveValue('info@agenzia.it');
    await submit();
    expect(onSubmit.mock.calls[0][0]).toEqual({ email: 'info@agenzia.it', login: 'info@agenzia.it' });
  });
});
