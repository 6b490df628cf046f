import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderWithPlatform } from '../testing';
import { Form, useZodForm } from './form';
import { SwitchField } from './switch-field';

const schema = z.object({ available: z.boolean() });

function Harness({ onSubmit }: { onSubmit(v: z.output<typeof schema>): void }) {
  const form = useZodForm(schema, { defaultValues: { available: false } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <SwitchField name="available" label="Disponibile" />
      <button type="submit">Invia</button>
    </Form>
  );
}

describe('SwitchField', () => {
  it('is a switch named by its label that toggles a boolean', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithPlatform(<Harness onSubmit={onSubmit} />);
    const toggle = screen.getByRole('switch', { name: 'Disponibile' });
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Disponibile'));
    expect(toggle).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ available: true });
  });
});
