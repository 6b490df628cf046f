import { type Area, type AreaWrite, areaWrite } from '@ham/contracts';
import { callEndpoint, crudApi } from '@ham/platform';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { answer, mockApi, renderWithPlatform } from '../testing';
import { EditPage } from './edit-page';
import { TextField } from './fields';
import { useSessionDraft, useUrlStep } from './form-draft';

const areaApi = crudApi<Area, AreaWrite>({ name: 'areas', path: '/geo/areas' });
const toscana: Area = { id: 7, name: 'Toscana', country: { id: 'IT', name: 'Italia' }, version: 3 };

/** An edit page of the shared recipe, with a menu link elsewhere and one to the same page. */
function AreaPage() {
  return (
    <Routes>
      <Route path="/aree/nuova" element={<AreaForm />} />
      <Route path="*" element={<p>Altra pagina</p>} />
    </Routes>
  );
}

function AreaForm() {
  return (
    <>
      <nav>
        <Link to="/pratiche">Pratiche</Link>
        <Link to="/aree/nuova?filtro=1">Stessa pagina</Link>
      </nav>
      <EditPage<typeof areaWrite, Area>
        title="Aggiungi area"
        send={(body, { api }) => callEndpoint(api, areaApi.endpoints.create, { body })}
        schema={areaWrite}
        defaultValues={{ name: '', countryId: 'IT' }}
        toForm={(a: Area) => ({ name: a.name, countryId: a.country.id })}
        upRoute="/aree"
      >
        <TextField name="name" label="Nome" required />
      </EditPage>
    </>
  );
}

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved changes guard (every EditPage)', () => {
  it('leaving a form with changes from a menu link asks; Resta nella pagina stays, Esci senza salvare leaves', async () => {
    const { user, location } = renderWithPlatform(<AreaPage />, { route: '/aree/nuova' });
    await user.type(screen.getByLabelText(/Nome/), 'Umbria');
    await user.click(screen.getByRole('link', { name: 'Pratiche' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Modifiche non salvate' });
    expect(dialog).toHaveTextContent('Ci sono modifiche non salvate. Uscire senza salvare?');
    await user.click(screen.getByRole('button', { name: 'Resta nella pagina' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(location()).toBe('/aree/nuova');
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Umbria');

    // 'Annulla' leaves too: asked the same way.
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    await user.click(await screen.findByRole('button', { name: 'Esci senza salvare' }));
    await waitFor(() => expect(location()).toBe('/aree'));
  });

  it('a pristine form leaves without asking', async () => {
    const { user, location } = renderWithPlatform(<AreaPage />, { route: '/aree/nuova' });
    expect(unloadPrevented()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Pratiche' }));
    expect(location()).toBe('/pratiche');
  });

  it('with changes, the same page with another search does not ask', async () => {
    const { user, location } = renderWithPlatform(<AreaPage />, { route: '/aree/nuova' });
    await user.type(screen.getByLabelText(/Nome/), 'Umbria');
    await user.click(screen.getByRole('link', { name: 'Stessa pagina' }));
    expect(location()).toBe('/aree/nuova?filtro=1');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closing or reloading the tab with changes gets the browser question; not once saved', async () => {
    mockApi(answer(areaApi.endpoints.create, toscana));
    const { user, location } = renderWithPlatform(<AreaPage />, { route: '/aree/nuova' });
    await user.type(screen.getByLabelText(/Nome/), 'Toscana');
    expect(unloadPrevented()).toBe(true);
    // A successful save navigates up without asking.
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(location()).toBe('/aree'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(unloadPrevented()).toBe(false);
  });
});

function Steps() {
  const [step, goToStep] = useUrlStep();
  const draft = useSessionDraft<{ name: string }>();
  return (
    <>
      <p>Passo {step}</p>
      <p>Bozza {draft.initial?.name ?? 'nessuna'}</p>
      <button type="button" onClick={() => goToStep(step + 1)}>
        Avanti
      </button>
      <button type="button" onClick={() => draft.keep({ name: 'Umbria' })}>
        Tieni
      </button>
      <button type="button" onClick={() => draft.keep(null)}>
        Scarta
      </button>
    </>
  );
}

describe('steps in the URL and drafts in the tab', () => {
  afterEach(() => sessionStorage.clear());

  it('the step is ?passo=n (none for the first)', async () => {
    const { user, location } = renderWithPlatform(<Steps />, { route: '/preventivo' });
    expect(screen.getByText('Passo 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(location()).toBe('/preventivo?passo=2');
    expect(screen.getByText('Passo 2')).toBeInTheDocument();
  });

  it('a bad step is the first; the draft is kept by the page path, read when the page opens again, dropped with null', async () => {
    const first = renderWithPlatform(<Steps />, { route: '/preventivo?passo=x' });
    expect(screen.getByText('Passo 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tieni' }));
    first.unmount();
    const second = renderWithPlatform(<Steps />, { route: '/preventivo?passo=2' });
    expect(screen.getByText('Bozza Umbria')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Scarta' }));
    second.unmount();
    renderWithPlatform(<Steps />, { route: '/preventivo' });
    expect(screen.getByText('Bozza nessuna')).toBeInTheDocument();
  });
});
