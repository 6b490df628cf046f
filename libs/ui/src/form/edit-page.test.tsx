import { type Area, type AreaWrite, areaWrite, messages } from '@ham/contracts';
import { callEndpoint, crudApi } from '@ham/platform';
import { screen, waitFor } from '@testing-library/react';
import { geoApi } from '../form/geo-api';
import { answer, apiError, mockApi, renderWithPlatform } from '../testing';
import { EditPage } from './edit-page';
import { CountryPickerField, TextField } from './fields';

const toscana: Area = { id: 7, name: 'Toscana', country: { id: 'IT', name: 'Italia' }, version: 3 };
const areaApi = crudApi<Area, AreaWrite>({ name: 'areas', path: '/geo/areas' });
const areaEditApi = crudApi<Area, AreaWrite>({ name: 'areas', path: '/geo/areas', editSuffix: 'edit' });

function AreaForm({ id }: { id?: number }) {
  return (
    <EditPage<typeof areaWrite, Area>
      title={id ? 'Modifica area' : 'Aggiungi area'}
      record={id ? areaApi.detail(id) : undefined}
      send={(body, { api }) =>
        id
          ? callEndpoint(api, areaApi.endpoints.update, { params: { id }, body })
          : callEndpoint(api, areaApi.endpoints.create, { body })
      }
      invalidates={[areaApi.keys.lists()]}
      schema={areaWrite}
      defaultValues={{ name: '', countryId: '' }}
      toForm={(a: Area) => ({ name: a.name, countryId: a.country.id })}
      upRoute="/aree"
    >
      <TextField name="name" label="Nome" required />
      <CountryPickerField name="countryId" label="Nazione" required />
    </EditPage>
  );
}

describe('EditPage', () => {
  it("shows 'Campo obbligatorio' under each empty required field on submit, and sends nothing", async () => {
    const api = mockApi();
    const { user } = renderWithPlatform(<AreaForm />, { route: '/aree/nuova' });
    expect(screen.getByRole('heading', { name: 'Aggiungi area' })).toBeInTheDocument();
    expect(screen.queryByText(messages.required)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findAllByText(messages.required)).toHaveLength(2);
    expect(screen.getByLabelText(/Nome/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('loads the record, PUTs it with its version and goes up', async () => {
    const api = mockApi(
      answer(geoApi.area, toscana, { id: 7 }),
      answer(areaApi.endpoints.update, { ...toscana, version: 4 }, { id: 7 }),
    );
    const { user, location, platform } = renderWithPlatform(<AreaForm id={7} />, {
      route: '/aree/modifica/7',
    });
    const name = await screen.findByLabelText(/Nome/);
    expect(name).toHaveValue('Toscana');
    expect(screen.getByRole('combobox', { name: /Nazione/ })).toHaveValue('Italia');
    await user.clear(name);
    await user.type(name, '  Toscana e Umbria ');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(location()).toBe('/aree'));
    expect(api.callsTo(areaApi.endpoints.update, { id: 7 })[0].body).toEqual({
      name: 'Toscana e Umbria',
      countryId: 'IT',
      version: 3,
    });
    expect(platform.notify).toHaveBeenCalledWith({ status: 'success', title: 'Salvataggio completato' });
  });

  it('puts server field errors under the fields', async () => {
    const api = mockApi(
      answer(geoApi.countrySearch, { items: [{ id: 'IT', name: 'Italia' }] }),
      answer(areaApi.endpoints.create, () => {
        throw apiError(400, 'ValidationError', messages.validation, {
          name: "Esiste già un'area con questo nome",
        });
      }),
    );
    const { user, location } = renderWithPlatform(<AreaForm />, { route: '/aree/nuova' });
    await user.type(screen.getByLabelText(/Nome/), 'Toscana');
    await user.type(screen.getByRole('combobox', { name: /Nazione/ }), 'ital');
    await user.click(await screen.findByRole('option', { name: 'Italia' }));
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText("Esiste già un'area con questo nome")).toBeInTheDocument();
    expect(api.callsTo(areaApi.endpoints.create)[0].body).toEqual({ name: 'Toscana', countryId: 'IT' });
    expect(location()).toBe('/aree/nuova');
  });

  it('says the record is stale on 409 and keeps what was typed', async () => {
    mockApi(
      answer(geoApi.area, toscana, { id: 7 }),
      answer(
        areaApi.endpoints.update,
        () => {
          throw apiError(409, 'StaleRecord', messages.stale);
        },
        { id: 7 },
      ),
    );
    const { user, location } = renderWithPlatform(<AreaForm id={7} />, { route: '/aree/modifica/7' });
    const name = await screen.findByLabelText(/Nome/);
    await user.clear(name);
    await user.type(name, 'Toscana nuova');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il record è stato modificato da un altro utente: ricarica la pagina.',
    );
    expect(name).toHaveValue('Toscana nuova');
    expect(location()).toBe('/aree/modifica/7');
  });

  it("'Annulla' goes back to the up route", async () => {
    const { user, location } = renderWithPlatform(<AreaForm />, { route: '/aree/nuova' });
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(location()).toBe('/aree');
  });

  it('with no route, stays and reloads the saved record (its new version is sent next)', async () => {
    let saved = toscana;
    const api = mockApi(
      answer(areaEditApi.endpoints.detail, () => saved, { id: 7 }),
      answer(
        areaEditApi.endpoints.update,
        (req) => {
          saved = { ...saved, name: req.body.name, version: saved.version + 1 };
          return saved;
        },
        { id: 7 },
      ),
    );
    const { user, location } = renderWithPlatform(
      <EditPage<typeof areaWrite, Area>
        title="Area"
        inTab
        record={areaEditApi.detail(7)}
        send={(body, { api }) => callEndpoint(api, areaEditApi.endpoints.update, { params: { id: 7 }, body })}
        schema={areaWrite}
        defaultValues={{ name: '', countryId: '' }}
        toForm={(a: Area) => ({ name: a.name, countryId: a.country.id })}
      >
        <TextField name="name" label="Nome" required />
        <CountryPickerField name="countryId" label="Nazione" required />
      </EditPage>,
      { route: '/configura' },
    );
    // In a tab, the tab names the form: no heading repeats it.
    expect(screen.queryByRole('heading', { name: 'Area' })).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Area' })).toBeInTheDocument();
    const name = await screen.findByLabelText(/Nome/);
    await user.clear(name);
    await user.type(name, 'Toscana 2');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo(areaEditApi.endpoints.detail, { id: 7 })).toHaveLength(2));
    expect(await screen.findByLabelText(/Nome/)).toHaveValue('Toscana 2');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo(areaEditApi.endpoints.update, { id: 7 })).toHaveLength(2));
    expect(api.callsTo(areaEditApi.endpoints.update, { id: 7 }).map((c) => c.body.version)).toEqual([3, 4]);
    expect(location()).toBe('/configura');
  });
});
