import { type AgencyRef, agencyRoutes } from '@ham/contracts';
import { endpoint } from '@ham/platform';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { answer, mockApi, renderWithPlatform } from '../testing';
import { AsyncSearchPickerField } from './async-search-picker';
import { Form, useZodForm } from './form';

type Customer = { id: number; name: string };
type Agency = AgencyRef;
const agencySearch = endpoint.fromRoute(agencyRoutes.search);
const schema = z.object({
  customer: z.custom<Customer | null>().refine((v) => v !== null, 'Campo obbligatorio'),
});

function Harness({
  onSubmit,
  onSelect,
}: {
  onSubmit(v: unknown): void;
  onSelect?(c: Customer | null): void;
}) {
  const form = useZodForm(schema, { defaultValues: { customer: null } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <AsyncSearchPickerField<Customer, Agency>
        name="customer"
        label="Cliente"
        required
        search={agencySearch}
        params={{ gt: 's', loc: undefined }}
        toItem={(a) => ({ id: a.id, name: a.fullName })}
        itemToString={(c) => c.name}
        onSelect={onSelect}
      />
      <button type="submit">Invia</button>
    </Form>
  );
}

describe('AsyncSearchPickerField', () => {
  it('searches the endpoint with q and the params, keeps the mapped item', async () => {
    const api = mockApi(
      answer(agencySearch, { items: [{ id: 4, fullName: 'Viaggi Rossi', city: 'Roma', country: null }] }),
    );
    const onSubmit = jest.fn();
    const onSelect = jest.fn();
    const { user } = renderWithPlatform(<Harness onSubmit={onSubmit} onSelect={onSelect} />, {});
    await user.type(screen.getByRole('combobox', { name: /Cliente/ }), 'ros');
    await waitFor(() =>
      expect(api.callsTo(agencySearch).map((c) => c.query)).toContainEqual({ q: 'ros', gt: 's' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Viaggi Rossi' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 4, name: 'Viaggi Rossi' });
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ customer: { id: 4, name: 'Viaggi Rossi' } });
  });

  it('shows the required error under the field', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithPlatform(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Campo obbligatorio')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
