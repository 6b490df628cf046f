import type { LocationRef } from '@ham/contracts';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { geoApi } from '../form/geo-api';
import { answer, mockApi, renderWithPlatform } from '../testing';
import { Form, useZodForm } from './form';
import { LocationPickerField } from './location-picker';

const firenze: LocationRef = {
  id: 3,
  name: 'Firenze',
  area: { id: 1, name: 'Toscana' },
  country: { id: 'IT', name: 'Italia' },
};

const schema = z.object({ location: z.custom<LocationRef>((v) => v !== null, 'Campo obbligatorio') });

function Harness({ onSubmit }: { onSubmit(v: unknown): void }) {
  const form = useZodForm(schema, { defaultValues: { location: null } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <LocationPickerField name="location" label="Località" area={1} required />
      <button type="submit">Invia</button>
    </Form>
  );
}

describe('LocationPickerField', () => {
  it('searches locations within the area and keeps the chosen LocationRef', async () => {
    const api = mockApi(answer(geoApi.locationSearch, { items: [firenze] }));
    const onSubmit = jest.fn();
    const { user } = renderWithPlatform(<Harness onSubmit={onSubmit} />, {});
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: /Località/ }), 'fir');
    await user.click(await screen.findByRole('option', { name: /Firenze/ }));
    expect(api.callsTo(geoApi.locationSearch)[0].query).toMatchObject({ area: '1' });
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ location: firenze });
  });
});
