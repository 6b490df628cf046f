import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderWithPlatform } from '../testing';
import { TextField } from './fields';
import { Form, useZodForm } from './form';
import { useSetFieldValue } from './use-set-field-value';

function Fill() {
  const setField = useSetFieldValue();
  return (
    <button type="button" onClick={() => setField('country', 'Italia')}>
      Riempi
    </button>
  );
}

function Harness() {
  const form = useZodForm(z.object({ country: z.string() }), { defaultValues: { country: '' } });
  return (
    <Form form={form} onSubmit={jest.fn()}>
      <TextField name="country" label="Nazione" />
      <Fill />
    </Form>
  );
}

describe('useSetFieldValue', () => {
  it('sets another field of the form', async () => {
    const { user } = renderWithPlatform(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Riempi' }));
    expect(screen.getByLabelText('Nazione')).toHaveValue('Italia');
  });
});
