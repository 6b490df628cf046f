import { type RoomingImportResult, type RoomingList, roomingRoutes } from '@ham/contracts';
import { endpoint } from '@ham/platform';
import { applyPaste, emptyRow } from '@ham/ui/rooming';
import { API_BASE, answer, mockApi, renderWithPlatform, testRoomingList, testServer } from '@ham/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import CasesRoutes from '../../routes';
import { reference } from '../../test/fixtures';
import { roomingApi } from './api';

jest.setTimeout(30_000);

// jsdom's File has no arrayBuffer() (browsers have): read it with its FileReader.
if (!File.prototype.arrayBuffer) {
  File.prototype.arrayBuffer = function arrayBuffer(this: File) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

const list: RoomingList = testRoomingList;

/** The import answers `body` with `status`; the uploads' content types and texts are kept. */
function importAnswers(status: number, body: unknown) {
  const sent: { type: string | null; text: string }[] = [];
  testServer.use(
    http.post(`${API_BASE}/docs/12/rooming/import`, async ({ request }) => {
      sent.push({ type: request.headers.get('content-type'), text: await request.text() });
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return sent;
}

const render = () =>
  renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/12/rooming', reference });

describe('Rooming list', () => {
  it('keyboard alone: type, Enter adds a row and moves down; the counts warn; Salva sends the list with its version', async () => {
    const api = mockApi(
      answer(roomingApi.endpoints.read, list, { docNum: 12 }),
      answer(roomingApi.endpoints.update, { ...list, version: 4 }, { docNum: 12 }),
    );
    const { user } = render();
    expect(await screen.findByRole('heading', { name: 'Rooming list - Pratica 12' })).toBeInTheDocument();
    expect(screen.getByText(/Multipla 1 partecipante invece di 3 ospiti/)).toBeInTheDocument();
    // Who changed it last (the agency's user here), and the agency's deadline of the case.
    expect(
      screen.getByText(/^Ultima modifica: Giulia Verdi \(agenzia\) il 01\/03\/2027 10:05$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Termine per l'agenzia: 03\/04\/2027/)).toBeInTheDocument();

    // From the last row's surname, Enter adds a row and lands on its surname; Tab walks the cells.
    await user.click(screen.getByLabelText('Cognome riga 1'));
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Cognome riga 2')).toHaveFocus();
    await user.keyboard('Bianchi{Tab}Luca{Tab}{Tab}Docente{Tab}{Tab}Singola{Enter}');
    expect(screen.getByLabelText('Cognome riga 3')).toHaveFocus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(screen.getByLabelText('Cognome riga 2')).toHaveFocus();

    const warning = screen.getByText(/La rooming list non corrisponde/);
    expect(warning).toHaveTextContent('Multipla 1 partecipante invece di 3 ospiti.');
    expect(warning).not.toHaveTextContent('Singola');

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(roomingApi.endpoints.update, { docNum: 12 })).toHaveLength(1));
    expect(api.callsTo(roomingApi.endpoints.update, { docNum: 12 })[0].body).toEqual({
      version: 3,
      participants: [
        {
          id: 5,
          lastName: 'Rossi',
          firstName: 'Anna',
          birthDate: '2010-03-05',
          role: 'studente',
          room: '101',
          accomodationId: 'mul',
          notes: null,
        },
        {
          id: null,
          lastName: 'Bianchi',
          firstName: 'Luca',
          birthDate: null,
          role: 'docente',
          room: null,
          accomodationId: 'sgl',
          notes: null,
        },
      ],
    });
  });

  it('paste from a spreadsheet fills rows from the cell; wrong cells are named and nothing is sent', async () => {
    const api = mockApi(answer(roomingApi.endpoints.read, { ...list, participants: [] }, { docNum: 12 }));
    const { user } = render();
    const first = await screen.findByLabelText('Cognome riga 1');
    fireEvent.paste(first, {
      clipboardData: {
        getData: () =>
          'Verdi\tUgo\t02/01/1980\tDocente\t5\tSingola\r\nNeri\tAl\t31/02/2011\tPreside\t6\tMultipla\r\n',
      },
    });
    expect(screen.getByLabelText('Cognome riga 2')).toHaveValue('Neri');
    expect(screen.getByLabelText('Sistemazione riga 1')).toHaveValue('Singola');
    expect(screen.getByLabelText('Data di nascita riga 2')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Riga 2, Data di nascita: Data non valida: usare GG/MM/AAAA'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Riga 2, Ruolo: Ruolo non valido/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(api.callsTo(roomingApi.endpoints.update, { docNum: 12 })).toHaveLength(0);
  });

  it('an imported file merges into the grid by identity; a refused one shows its report per row', async () => {
    const result: RoomingImportResult = {
      participants: [
        {
          id: 5,
          lastName: 'Rossi',
          firstName: 'Anna',
          birthDate: '2010-03-05',
          role: 'studente',
          room: '102',
          accomodationId: 'mul',
          notes: null,
        },
        {
          id: null,
          lastName: 'Gialli',
          firstName: 'Eva',
          birthDate: null,
          role: 'adulto',
          room: null,
          accomodationId: 'sgl',
          notes: null,
        },
      ],
      updated: 1,
      added: 1,
    };
    mockApi(answer(roomingApi.endpoints.read, list, { docNum: 12 }));
    const sent = importAnswers(200, result);
    const { user } = render();
    const input = await screen.findByLabelText('File della rooming list');
    await user.upload(input, new File(['Cognome;Nome;Ruolo\n'], 'lista.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText(/File letto: 2 partecipanti \(1 aggiornati, 1 aggiunti\)/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Camera riga 1')).toHaveValue('102');
    expect(screen.getByLabelText('Cognome riga 2')).toHaveValue('Gialli');
    expect(sent).toEqual([{ type: 'text/csv', text: 'Cognome;Nome;Ruolo\n' }]);
  });

  it('a refused file: the message and each problem with its line', async () => {
    mockApi(answer(roomingApi.endpoints.read, list, { docNum: 12 }));
    importAnswers(400, {
      error: 'RoomingImportInvalid',
      message: 'Una riga del file non è valida: nessun partecipante importato',
      detail: { problems: [{ row: 4, field: 'Ruolo', message: 'Ruolo non valido' }], total: 1 },
    });
    const { user } = render();
    await user.upload(
      await screen.findByLabelText('File della rooming list'),
      new File(['x'], 'lista.csv', { type: 'text/csv' }),
    );
    expect(
      await screen.findByText('Una riga del file non è valida: nessun partecipante importato'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Problemi del file' });
    expect(within(table).getByText('Ruolo non valido')).toBeInTheDocument();
    expect(screen.getByLabelText('Cognome riga 1')).toHaveValue('Rossi');
  });
});

describe("The agency's deadline on the case", () => {
  it("'Cambia termine' sends the day; 'Torna al predefinito' sends null", async () => {
    const deadline = endpoint.fromRoute(roomingRoutes.deadline);
    const api = mockApi(
      answer(roomingApi.endpoints.read, { ...list, deadlineSet: true }, { docNum: 12 }),
      answer(deadline, { ...list, deadline: '2027-04-01', deadlineSet: true }, { docNum: 12 }),
    );
    const { user } = render();
    const input = await screen.findByLabelText("Nuovo termine per l'agenzia");
    fireEvent.change(input, { target: { value: '2027-04-01' } });
    await user.click(screen.getByRole('button', { name: 'Cambia termine' }));
    await waitFor(() => expect(api.callsTo(deadline, { docNum: 12 })).toHaveLength(1));
    expect(api.callsTo(deadline, { docNum: 12 })[0].body).toEqual({ deadline: '2027-04-01' });
    await user.click(screen.getByRole('button', { name: 'Torna al predefinito' }));
    await waitFor(() => expect(api.callsTo(deadline, { docNum: 12 })).toHaveLength(2));
    expect(api.callsTo(deadline, { docNum: 12 })[1].body).toEqual({ deadline: null });
  });
});

describe('applyPaste', () => {
  it('a header line reads the columns by name and adds the rows at the end', () => {
    const rows = applyPaste([emptyRow()], 0, 'lastName', [
      ['Nome', 'Cognome', 'Ruolo'],
      ['Anna', 'Rossi', 'Studente'],
    ]);
    expect(rows.map((r) => [r.values.lastName, r.values.firstName, r.values.role])).toEqual([
      ['Rossi', 'Anna', 'Studente'],
    ]);
  });
  it('without a header: from the cell rightwards, rows added as needed', () => {
    const rows = applyPaste([emptyRow()], 0, 'room', [['12', 'Doppia', 'nota', 'in più'], ['14']]);
    expect(rows.map((r) => [r.values.room, r.values.accomodation, r.values.notes])).toEqual([
      ['12', 'Doppia', 'nota'],
      ['14', '', ''],
    ]);
  });
});
