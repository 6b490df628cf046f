import { screen } from '@testing-library/react';
import { z } from 'zod';
import { renderInForm } from '../testing';
import { SwitchField } from './switch-field';

describe('SwitchField', () => {
  it('is a switch named by its label that toggles a boolean', async () => {
    const { user, onSubmit, submit } = renderInForm(
      z.object({ available: z.boolean() }),
      { defaultValues: { available: false } },
      <SwitchField name="available" label="Disponibile" />,
    );
    const toggle = screen.getByRole('switch', { name: 'Disponibile' });
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Disponibile'));
    expect(toggle).toBeChecked();
    await submit();
    expect(onSubmit.mock.calls[0][0]).toEqual({ available: true });
  });
});
