import type { AgencyCaseList, RoomingList } from '@ham/contracts';
import { answer, mockApi, renderWithPlatform, testRoomingList } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import AgencyRoutes from '../../routes';
import { myCasesApi } from './api';

const cases: AgencyCaseList = {
  items: [
    {
      number: 12,
      name: 'Liceo Volta',
      beginDate: '2027-04-10',
      endDate: '2027-04-13',
      guestCount: 4,
      guestTypeName: 'Scuola',
      deadline: '2027-04-03',
      editable: true,
      participants: 1,
    },
  ],
};

// Last changed by staff: the agency sees who.
const list: RoomingList = {
  ...testRoomingList,
  lastChange: { name: 'Mario Rossi', kind: 'staff', at: '2027-03-01T09:05:00Z' },
};

describe("The agency's 'Le mie pratiche'", () => {
  it('lists its confirmed cases with the deadline and opens the rooming list', async () => {
    mockApi(answer(myCasesApi.endpoints.cases, cases), answer(myCasesApi.rooming.read, list, { docNum: 12 }));
    const { user } = renderWithPlatform(<AgencyRoutes />, { route: '/mie-pratiche' });
    const table = await screen.findByRole('table', { name: 'Le mie pratiche' }, { timeout: 5000 });
    const row = within(table).getByRole('row', { name: /Liceo Volta/ });
    expect(row).toHaveTextContent('1 su 4');
    expect(row).toHaveTextContent('entro il 03/04/2027');
    await user.click(within(row).getByRole('link', { name: 'Rooming list' }));
    expect(await screen.findByRole('heading', { name: 'Rooming list - Pratica 12' })).toBeInTheDocument();
    expect(screen.getByText('Da completare entro il 03/04/2027.')).toBeInTheDocument();
    // The same counts and warnings staff see, and who changed it last.
    expect(screen.getByText(/Multipla 1 partecipante invece di 3 ospiti/)).toBeInTheDocument();
    expect(screen.getByText(/Ultima modifica: Mario Rossi il 01\/03\/2027 10:05/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scarica modello' }).getAttribute('href')).toBe(
      '/api/quotereq/cases/12/rooming/template?format=xlsx',
    );
  });

  it('saves through the portal’s route with the version read', async () => {
    const api = mockApi(
      answer(myCasesApi.rooming.read, list, { docNum: 12 }),
      answer(myCasesApi.rooming.update, { ...list, version: 4 }, { docNum: 12 }),
    );
    const { user } = renderWithPlatform(<AgencyRoutes />, { route: '/mie-pratiche/12' });
    const room = await screen.findByLabelText('Camera riga 1', {}, { timeout: 5000 });
    await user.clear(room);
    await user.type(room, '102');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(myCasesApi.rooming.update, { docNum: 12 })).toHaveLength(1));
    expect(api.callsTo(myCasesApi.rooming.update, { docNum: 12 })[0].body).toMatchObject({
      version: 3,
      participants: [{ id: 5, lastName: 'Rossi', room: '102' }],
    });
  });

  it('after the deadline: read only, no import, no save', async () => {
    mockApi(answer(myCasesApi.rooming.read, { ...list, editable: false }, { docNum: 12 }));
    renderWithPlatform(<AgencyRoutes />, { route: '/mie-pratiche/12' });
    expect(
      await screen.findByText(
        /Il termine per la rooming list è scaduto il 03\/04\/2027/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Cognome riga 1')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importa file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aggiungi riga' })).not.toBeInTheDocument();
  });
});
