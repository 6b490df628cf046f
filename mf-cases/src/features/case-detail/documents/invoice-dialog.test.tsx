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
  fileName: null,
  sent: [],
};

async function openInvoice() {
  const { user } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche/dettagli/12', reference });
  await user.click(await screen.findByRole('button', { name: 'Fattura' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fattura' }, { timeout: 15_000 });
  expect(await within(dialog).findByLabelText(/Numero/)).toHaveValue(7);
  return { user, dialog };
}

describe("'Fattura' dialog", () => {
  it('saves before printing, then offers HTML and PDF; names the missing e-invoice fields (SPEC §5)', async () => {
    let saved = proposal;
    const api = mockApi(
      answer(caseApi.endpoints.detail, emptyCase, { id: 12 }),
      answer(documentApi.endpoints.invoiceData, () => saved, { docNum: 12 }),
      answer(documentApi.endpoints.saveInvoiceData, ({ body }) => {
        saved = { ...proposal, ...body, issued: true };
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
      answer(caseApi.endpoints.detail, emptyCase, { id: 12 }),
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
