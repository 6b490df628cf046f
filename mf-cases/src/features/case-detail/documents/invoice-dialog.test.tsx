import type { InvoiceData } from '@ham/contracts';
import { answer, apiError, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../../routes';
import { caseApi } from '../../../shared/case-api';
import { emptyCase, reference } from '../../../test/fixtures';
import { documentApi } from './api';

// The dialog is a chunk loaded on demand: its first load in a test file takes a while.
jest.setTimeout(30_000);

const proposal: InvoiceData = {
  caseNumber: 12,
  number: 7,
  docdate: '2027-01-15',
  issued: false,
  changedSinceIssue: false,
  customer: { id: 3, fullName: 'Viaggi Rossi srl' },
  total: 123_400,
  einvoiceMissing: ['Partita IVA', 'CAP'],
  einvoiceInvalid: [],
  fileName: null,
  sent: [],
  sdiStatus: null,
  reissuable: false,
  nextNumber: 7,
  lines: [],
  notes: [],
  amounts: { invoiced: 0, credited: 0, debited: 0, net: 0, creditable: 0 },
};

/** The same invoice issued, with its lines, and complete e-invoice fields. */
const issued: InvoiceData = {
  ...proposal,
  issued: true,
  einvoiceMissing: [],
  fileName: 'IT01234567897_27007.xml',
  sdiStatus: 'da_inviare',
  nextNumber: 8,
  lines: [
    { description: 'Soggiorno Hotel Bellavista', total: 100_000 },
    { description: 'Cena Trattoria', total: 23_400 },
  ],
  amounts: { invoiced: 123_400, credited: 0, debited: 0, net: 123_400, creditable: 123_400 },
};

async function openInvoice() {
  const { user } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/12', reference });
  await user.click(await screen.findByRole('button', { name: 'Fattura' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fattura' }, { timeout: 15_000 });
  expect(await within(dialog).findByLabelText(/Numero/)).toHaveValue('7');
  return { user, dialog };
}

describe("'Fattura' dialog", () => {
  it('saves before printing, then offers HTML and PDF; names the missing e-invoice fields', async () => {
    let saved = proposal;
    const api = mockApi(
      answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
      answer(documentApi.endpoints.invoiceData, () => saved, { docNum: 12 }),
      answer(documentApi.endpoints.saveInvoiceData, ({ body }) => {
        saved = { ...proposal, ...body, issued: true, sdiStatus: 'da_inviare' };
        return saved;
      }),
    );
    const { user, dialog } = await openInvoice();
    expect(
      within(dialog).getByText(
        'I seguenti campi necessari per la fattura elettronica sono assenti: Partita IVA, CAP',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Modifica agenzia' })).toHaveAttribute(
      'href',
      '/agenzie/modifica/3',
    );
    // Not issued yet: nothing to print.
    expect(within(dialog).getByRole('button', { name: 'Apri PDF' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Emetti fattura' }));
    await waitFor(() => expect(api.callsTo(documentApi.endpoints.saveInvoiceData)).toHaveLength(1));
    expect(api.callsTo(documentApi.endpoints.saveInvoiceData)[0].body).toEqual({
      number: 7,
      docdate: '2027-01-15',
    });
    expect(await within(dialog).findByRole('link', { name: 'Apri PDF' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/docs\/12\/invoice\.pdf$/),
    );
    // The XML needs the missing fields.
    expect(within(dialog).getByRole('button', { name: 'XML FatturaPA' })).toBeDisabled();
  });

  it("shows the API's refusal of the number under the field, and prints nothing", async () => {
    const api = mockApi(
      answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
      answer(documentApi.endpoints.invoiceData, proposal, { docNum: 12 }),
      answer(documentApi.endpoints.saveInvoiceData, () => {
        throw apiError(409, 'DuplicateNumber', 'Numero già usato', { number: 'Numero già usato nel 2027' });
      }),
    );
    const { user, dialog } = await openInvoice();
    await user.click(within(dialog).getByRole('button', { name: 'Emetti fattura' }));
    expect(await within(dialog).findByText('Numero già usato nel 2027')).toBeVisible();
    expect(api.callsTo(documentApi.endpoints.saveInvoiceData)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Apri PDF' })).toBeDisabled();
  });
});

it("the number follows the date's year: another year's date asks that year's next number", async () => {
  const api = mockApi(
    answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
    answer(
      documentApi.endpoints.invoiceData,
      ({ query }) =>
        query.date?.startsWith('2026') ? { ...proposal, number: 31, docdate: query.date } : proposal,
      { docNum: 12 },
    ),
  );
  const { user, dialog } = await openInvoice();
  const date = within(dialog).getByRole('textbox', { name: /Data/ });
  await user.clear(date);
  await user.type(date, '30/12/2026');
  await user.tab();
  await waitFor(() => expect(within(dialog).getByLabelText(/Numero/)).toHaveValue('31'));
  expect(api.callsTo(documentApi.endpoints.invoiceData).some((c) => c.query.date === '2026-12-30')).toBe(
    true,
  );
  await user.clear(date);
  await user.type(date, '16/01/2027');
  await user.tab();
  await waitFor(() => expect(within(dialog).getByLabelText(/Numero/)).toHaveValue('7'));
});

describe('issued invoice and notes', () => {
  it('is final: no save, a changed case points to the notes; shows invoiced, credited and net', async () => {
    mockApi(
      answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
      answer(documentApi.endpoints.invoiceData, { ...issued, changedSinceIssue: true }, { docNum: 12 }),
    );
    const { dialog } = await openInvoice();
    expect(within(dialog).queryByRole('button', { name: /Emetti|Salva/ })).toBeNull();
    expect(within(dialog).getByLabelText(/Numero/)).toBeDisabled();
    expect(
      within(dialog).getByText(/Per correggerla emettere una nota di credito o di debito/),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Fatturato')).toHaveTextContent('1.234,00');
    expect(within(dialog).getByLabelText('Note di credito')).toHaveTextContent('0,00');
    expect(within(dialog).getByLabelText('Netto')).toHaveTextContent('1.234,00');
  });

  it('a partial credit note: the chosen lines and amounts, a reason, one request key for retries', async () => {
    let data = issued;
    const api = mockApi(
      answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
      answer(documentApi.endpoints.invoiceData, () => data, { docNum: 12 }),
      answer(documentApi.endpoints.issueNote, ({ body }) => {
        const note = {
          id: 40,
          kind: body.kind,
          number: body.number,
          docdate: body.docdate,
          reason: body.reason,
          total: body.lines.reduce((a, l) => a + l.amount, 0),
          fileName: 'IT01234567897_27008.xml',
        };
        data = {
          ...issued,
          notes: [note],
          amounts: {
            invoiced: 123_400,
            credited: note.total,
            debited: 0,
            net: 123_400 - note.total,
            creditable: 0,
          },
        };
        return note;
      }),
    );
    const { user, dialog } = await openInvoice();
    await user.click(within(dialog).getByRole('button', { name: 'Nota di credito' }));
    const note = await screen.findByRole('dialog', { name: 'Nota di credito' }, { timeout: 15_000 });
    expect(within(note).getByLabelText(/Numero/)).toHaveValue('8');
    // Without a reason: the field says so, nothing is sent.
    await user.click(within(note).getByRole('button', { name: 'Emetti nota di credito' }));
    expect(await within(note).findByText('Indicare il motivo della nota')).toBeVisible();
    expect(api.callsTo(documentApi.endpoints.issueNote)).toHaveLength(0);
    await user.type(within(note).getByLabelText(/Motivo/), 'Cena non effettuata');
    await user.click(within(note).getByRole('checkbox', { name: 'Soggiorno Hotel Bellavista' }));
    const amount = within(note).getByLabelText(/Importo riga 2/);
    await user.clear(amount);
    await user.type(amount, '200,00');
    await user.click(within(note).getByRole('button', { name: 'Emetti nota di credito' }));
    await waitFor(() => expect(api.callsTo(documentApi.endpoints.issueNote)).toHaveLength(1));
    // Issued: the dialog is the invoice again, with the note and the net.
    expect(await screen.findByLabelText('Netto')).toHaveTextContent('1.034,00');
    expect(screen.getByText(/Nota di credito n\. 8 del/)).toBeVisible();
    const body = api.callsTo(documentApi.endpoints.issueNote)[0].body;
    expect(body).toEqual({
      kind: 'TD04',
      number: 8,
      docdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reason: 'Cena non effettuata',
      lines: [{ description: 'Cena Trattoria', amount: 20_000 }],
      requestKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
  });

  it("shows the API's refusal of a credit note that exceeds the invoice", async () => {
    mockApi(
      answer(caseApi.endpoints.detail, emptyCase, { docNum: 12 }),
      answer(documentApi.endpoints.invoiceData, issued, { docNum: 12 }),
      answer(documentApi.endpoints.issueNote, () => {
        throw apiError(
          409,
          'CreditExceedsInvoice',
          "La nota di credito supera l'importo ancora da stornare della fattura (1.234,00 €)",
        );
      }),
    );
    const { user, dialog } = await openInvoice();
    await user.click(within(dialog).getByRole('button', { name: 'Nota di credito' }));
    const note = await screen.findByRole('dialog', { name: 'Nota di credito' }, { timeout: 15_000 });
    await user.type(within(note).getByLabelText(/Motivo/), 'Annullo');
    await user.click(within(note).getByRole('button', { name: 'Emetti nota di credito' }));
    expect(await within(note).findByText(/supera l'importo ancora da stornare/)).toBeVisible();
  });
});
