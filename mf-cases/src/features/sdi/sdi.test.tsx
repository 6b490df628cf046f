import type { InvoiceListItem, SdiHistory, SdiImportResult } from '@ham/contracts';
import { API_BASE, answer, mockApi, renderWithPlatform, testServer } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import CasesRoutes from '../../routes';
import { paged, reference } from '../../test/fixtures';
import { invoiceApi } from '../invoices/api';
import { sdiApi } from './api';

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

const invoice: InvoiceListItem = {
  id: 5,
  kind: 'TD01',
  relatedNumber: null,
  number: 12,
  docdate: '2026-03-15',
  caseNumber: 7,
  caseName: 'Liceo Galilei',
  customer: 'Viaggi Sole',
  total: 100_000,
  fileName: 'IT01234567897_2600C.xml',
  sdi: {
    status: 'scartata',
    at: '2026-03-16T09:00:00.000Z',
    sentAt: null,
    errors: [{ code: '00100', description: 'Certificato di firma scaduto' }],
    outcome: null,
  },
};

const result: SdiImportResult = {
  files: [
    {
      fileName: 'IT01234567897_2600C_RC_001.xml',
      outcome: 'importato',
      code: null,
      message: 'Importato.',
      document: { id: 5, year: 2026, number: 12 },
      kind: 'RC',
      status: 'consegnata',
    },
  ],
  imported: 1,
  already: 0,
  refused: 0,
};

const history: SdiHistory = {
  id: 5,
  year: 2026,
  number: 12,
  fileName: 'IT01234567897_2600C.xml',
  state: invoice.sdi,
  messages: [
    {
      id: 1,
      kind: 'NS',
      fileName: 'IT01234567897_2600C_NS_001.xml',
      sdiId: '111',
      receivedAt: '2026-03-16T09:00:00.000Z',
      errors: [{ code: '00100', description: 'Certificato di firma scaduto' }],
      outcome: null,
      description: null,
      revisionId: null,
      importedAt: '2026-03-16T10:30:00.000Z',
      importedBy: 'Anna Rossi',
    },
  ],
};

/** The uploads the screen sent: content type, file name and body text. */
function uploads() {
  const sent: { type: string | null; fileName: string | null; text: string }[] = [];
  testServer.use(
    http.post(`${API_BASE}/sdi/messages`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      sent.push({
        type: request.headers.get('content-type'),
        fileName: url.searchParams.get('fileName'),
        text,
      });
      if (url.searchParams.get('fileName') === 'enorme.xml') {
        return HttpResponse.json(
          { error: 'PayloadTooLarge', message: 'La richiesta supera la dimensione massima consentita.' },
          { status: 413 },
        );
      }
      return HttpResponse.json(result);
    }),
  );
  return sent;
}

describe("Fatture: the SdI's outcome", () => {
  it('shows the status with the errors, imports the chosen files one by one and lists each outcome', async () => {
    mockApi(answer(invoiceApi.endpoints.list, paged([invoice])));
    const sent = uploads();
    const { user } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche/fatture', reference });
    const row = await screen.findByRole('row', { name: /Liceo Galilei/ });
    expect(row).toHaveTextContent('Scartata');
    expect(row).toHaveTextContent('16/03/2026 10:00');
    expect(row).toHaveTextContent('00100 Certificato di firma scaduto');
    expect(within(row).getByRole('button', { name: 'Segna come inviata la fattura 12' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Importa messaggi SdI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importa messaggi SdI' }, { timeout: 15_000 });
    const rc = new File(['<types:RicevutaConsegna/>'], 'IT01234567897_2600C_RC_001.xml', {
      type: 'text/xml',
    });
    const big = new File(['x'], 'enorme.xml', { type: 'text/xml' });
    await user.upload(within(dialog).getByLabelText('File dei messaggi SdI'), [rc, big]);

    const table = await within(dialog).findByRole('table', { name: "Esito dell'importazione" });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'IT01234567897_2600C_RC_001.xmlImportaton. 12/2026Importato.',
    );
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      'enorme.xmlRifiutatoLa richiesta supera la dimensione massima consentita.',
    );
    expect(within(dialog).getByText('Importati: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Rifiutati: 1')).toBeInTheDocument();
    expect(sent.map((s) => [s.type, s.fileName, s.text])).toEqual([
      ['application/xml', 'IT01234567897_2600C_RC_001.xml', '<types:RicevutaConsegna/>'],
      ['application/xml', 'enorme.xml', 'x'],
    ]);
  });

  it('a ZIP goes as application/zip without a name', async () => {
    mockApi(answer(invoiceApi.endpoints.list, paged([invoice])));
    const sent = uploads();
    const { user } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche/fatture', reference });
    await user.click(await screen.findByRole('button', { name: 'Importa messaggi SdI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importa messaggi SdI' }, { timeout: 15_000 });
    const zip = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'ricevute.zip', { type: 'application/zip' });
    await user.upload(within(dialog).getByLabelText('File dei messaggi SdI'), zip);
    await within(dialog).findByText('Importati: 1');
    expect(sent.map((s) => [s.type, s.fileName])).toEqual([['application/zip', null]]);
  });

  it('opens the history from the row (newest first, DD/MM/YYYY HH:mm) and marks the document sent', async () => {
    const api = mockApi(
      answer(invoiceApi.endpoints.list, paged([invoice])),
      answer(sdiApi.endpoints.history, history, { id: 5 }),
      answer(
        sdiApi.endpoints.markSent,
        { ...history, state: { ...history.state, status: 'inviata' } },
        { id: 5 },
      ),
    );
    const { user } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche/fatture', reference });
    const row = await screen.findByRole('row', { name: /Liceo Galilei/ });
    await user.click(within(row).getByRole('button', { name: 'Storico SdI della fattura 12' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: /Storico SdI: n. 12 del 15\/03\/2026/ },
      { timeout: 15_000 },
    );
    const table = await within(dialog).findByRole('table', { name: 'Messaggi SdI' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '16/03/2026 10:00Notifica di scarto (NS)00100 Certificato di firma scadutoIT01234567897_2600C_NS_001.xml16/03/2026 11:30 (Anna Rossi)',
    );
    expect(dialog).toHaveTextContent('Stato SdI: Scartata il 16/03/2026 10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Segna come inviata' }));
    await waitFor(() => expect(api.callsTo(sdiApi.endpoints.markSent, { id: 5 })).toHaveLength(1));
  });

  it("'Invia via PEC' only when the SdI's PEC address is configured; it sends the document once", async () => {
    const api = mockApi(
      answer(invoiceApi.endpoints.list, paged([invoice])),
      answer(sdiApi.endpoints.history, { ...history, pecTo: 'sdi01@pec.fatturapa.it' }, { id: 5 }),
      answer(
        sdiApi.endpoints.sendPec,
        { ...history, pecTo: 'sdi01@pec.fatturapa.it', state: { ...history.state, status: 'inviata' } },
        { id: 5 },
      ),
    );
    const { user } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche/fatture', reference });
    const row = await screen.findByRole('row', { name: /Liceo Galilei/ });
    await user.click(within(row).getByRole('button', { name: 'Storico SdI della fattura 12' }));
    const dialog = await screen.findByRole('dialog', { name: /Storico SdI/ }, { timeout: 15_000 });
    await user.click(await within(dialog).findByRole('button', { name: 'Invia via PEC' }));
    await waitFor(() => expect(api.callsTo(sdiApi.endpoints.sendPec, { id: 5 })).toHaveLength(1));
  });

  it("without a PEC address only 'Segna come inviata' is offered", async () => {
    mockApi(
      answer(invoiceApi.endpoints.list, paged([invoice])),
      answer(sdiApi.endpoints.history, history, { id: 5 }),
    );
    const { user } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche/fatture', reference });
    const row = await screen.findByRole('row', { name: /Liceo Galilei/ });
    await user.click(within(row).getByRole('button', { name: 'Storico SdI della fattura 12' }));
    const dialog = await screen.findByRole('dialog', { name: /Storico SdI/ }, { timeout: 15_000 });
    await within(dialog).findByRole('button', { name: 'Segna come inviata' });
    expect(within(dialog).queryByRole('button', { name: 'Invia via PEC' })).toBeNull();
  });
});
