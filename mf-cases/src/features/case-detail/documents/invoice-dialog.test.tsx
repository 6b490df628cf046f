import type { InvoiceData } from '@ham/contracts';
import { createTestApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import CasesRoutes from '../../../routes';
import { emptyCase, reference } from '../../../test/fixtures';

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

describe("'Fattura' dialog", () => {
  it('saves before printing, then offers HTML and PDF; names the missing e-invoice fields (SPEC §5)', async () => {
    const api = createTestApi({
      'GET /docs/12': emptyCase,
      'GET /docs/12/invoice/data': () => proposal,
      'PUT /docs/12/invoice/data': (req) => ({ ...proposal, ...(req.body as object), issued: true }),
    });
    const { user } = renderWithPlatform(<CasesRoutes />, { api, route: '/pratiche/dettagli/12', reference });
    await user.click(await screen.findByRole('button', { name: 'Fattura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fattura' }, { timeout: 15_000 });
    expect(await within(dialog).findByLabelText(/Numero/)).toHaveValue('7');
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
    await waitFor(() => expect(api.callsTo('PUT /docs/12/invoice/data')).toHaveLength(1));
    expect(api.callsTo('PUT /docs/12/invoice/data')[0].body).toEqual({ number: 7, docdate: '2027-01-15' });
    expect(await within(dialog).findByRole('link', { name: 'Apri PDF' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/docs\/12\/invoice\.pdf$/),
    );
    // The XML needs the missing fields.
    expect(within(dialog).getByRole('button', { name: 'XML FatturaPA' })).toBeDisabled();
  });
});
