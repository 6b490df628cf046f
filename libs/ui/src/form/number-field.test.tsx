import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderWithPlatform } from '../testing';
import { NumberField } from './fields';
import { Form, useZodForm } from './form';

const schema = z.object({ guests: z.number().int().min(0).nullable() });

function Harness() {
  const form = useZodForm(schema, { defaultValues: { guests: null } });
  return (
    <Form form={form} onSubmit={jest.fn()}>
      <NumberField name="guests" label="Persone" min={0} />
    </Form>
  );
}

it('NumberField takes only what its number can hold (no exponent, no sign when it is ≥ 0)', async () => {
  const { user } = renderWithPlatform(<Harness />);
  const input = screen.getByRole('spinbutton', { name: /Persone/ });
  await user.type(input, '-1e2+5');
  expect(input).toHaveValue(125);
});
