import type { LocationRef } from '@ham/contracts';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { geoApi } from '../form/geo-api';
import { answer, mockApi, renderWithPlatform } from '../testing';
import { Form, useZodForm } from './form';
import { GeoFields } from './geo-fields';

const firenze: LocationRef = {
  id: 3,
  name: 'Firenze',
  area: { id: 1, name: 'Toscana' },
  country: { id: 'IT', name: 'Italia' },
};

const schema = z.object({ location: z.any(), area: z.any(), countryId: z.any() });

function Harness({ onSubmit, withLocation }: { onSubmit(v: unknown): void; withLocation?: boolean }) {
  const form = useZodForm(schema, { defaultValues: { location: null, area: null, countryId: '' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <GeoFields withLocation={withLocation} />
      <button type="submit">Invia</button>
    </Form>
  );
}

describe('GeoFields', () => {
  it('fills area and country from the location and locks them', async () => {
    mockApi(answer(geoApi.locationSearch, { items: [firenze] }));
    const onSubmit = jest.fn();
    const { user } = renderWithPlatform(<Harness onSubmit={onSubmit} />, {});
    expect(screen.getByRole('combobox', { name: /Area/ })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: /Nazione/ })).toBeEnabled();
    await user.type(screen.getByRole('combobox', { name: /Località/ }), 'fir');
    await user.click(await screen.findByRole('option', { name: /Firenze/ }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Area/ })).toBeDisabled());
    expect(screen.getByRole('combobox', { name: /Area/ })).toHaveValue('Toscana');
    expect(screen.getByRole('combobox', { name: /Nazione/ })).toBeDisabled();
  });

  it('fills the country from the area and locks it', async () => {
    mockApi(
      answer(geoApi.areaSearch, {
        items: [{ id: 1, name: 'Toscana', country: { id: 'IT', name: 'Italia' } }],
      }),
    );
    const { user } = renderWithPlatform(<Harness onSubmit={jest.fn()} />, {});
    await user.type(screen.getByRole('combobox', { name: /Area/ }), 'tos');
    await user.click(await screen.findByRole('option', { name: /Toscana/ }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Nazione/ })).toBeDisabled());
    expect(screen.getByRole('combobox', { name: /Nazione/ })).toHaveValue('Italia');
    expect(screen.getByRole('combobox', { name: /Località/ })).toBeEnabled();
  });

  it('without the location shows only area and country', () => {
    renderWithPlatform(<Harness onSubmit={jest.fn()} withLocation={false} />);
    expect(screen.queryByRole('combobox', { name: /Località/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Area/ })).toBeEnabled();
  });
});
