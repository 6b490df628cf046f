import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderInForm } from '../testing';
import { SwitchField } from './switch-field';
import { useFieldValue } from './use-field-value';

function Extra() {
  return useFieldValue<boolean>('on') ? <p>Campo aggiuntivo</p> : null;
}

describe('useFieldValue', () => {
  it('follows the field as it changes', async () => {
    const { user } = renderInForm(
      z.object({ on: z.boolean() }),
      { defaultValues: { on: false } },
      <>
        <SwitchField name="on" label="Attivo" />
        <Extra />
      </>,
    );
    expect(screen.queryByText('Campo aggiuntivo')).not.toBeInTheDocument();
    await user.click(screen.getByText('Attivo'));
    expect(screen.getByText('Campo aggiuntivo')).toBeInTheDocument();
  });
});
