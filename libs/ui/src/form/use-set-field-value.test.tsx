import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderInForm } from '../testing';
import { TextField } from './fields';
import { useSetFieldValue } from './use-set-field-value';

function Fill() {
  const setField = useSetFieldValue();
  return (
    <button type="button" onClick={() => setField('country', 'Italia')}>
      Riempi
    </button>
  );
}

describe('useSetFieldValue', () => {
  it('sets another field of the form', async () => {
    const { user } = renderInForm(
      z.object({ country: z.string() }),
      { defaultValues: { country: '' } },
      <>
        <TextField name="country" label="Nazione" />
        <Fill />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Riempi' }));
    expect(screen.getByLabelText('Nazione')).toHaveValue('Italia');
  });
});
