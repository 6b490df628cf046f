import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderWithPlatform } from '../testing';
import { Form, useZodForm } from './form';
import { SwitchField } from './switch-field';
import { useFieldValue } from './use-field-value';

function Extra() {
  return useFieldValue<boolean>('on') ? <p>Campo aggiuntivo</p> : null;
}

function Harness() {
  const form = useZodForm(z.object({ on: z.boolean() }), { defaultValues: { on: false } });
  return (
    <Form form={form} onSubmit={jest.fn()}>
      <SwitchField name="on" label="Attivo" />
      <Extra />
    </Form>
  );
}

describe('useFieldValue', () => {
  it('follows the field as it changes', async () => {
    const { user } = renderWithPlatform(<Harness />);
    expect(screen.queryByText('Campo aggiuntivo')).not.toBeInTheDocument();
    await user.click(screen.getByText('Attivo'));
    expect(screen.getByText('Campo aggiuntivo')).toBeInTheDocument();
  });
});
