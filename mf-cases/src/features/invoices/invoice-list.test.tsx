import type { InvoiceData, InvoiceListItem } from '@ham/contracts';
import { answer, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, within } from '@testing-library/react';
import CasesRoutes from '../../routes';
import { paged, reference } from '../../test/fixtures';
import { documentApi } from '../case-detail/documents/api';
import { invoiceApi } from './api';

// The list and the dialog are chunks loaded on demand: their first load in a test file takes a while.
jest.setTimeout(30_000);

const invoice: InvoiceListItem = {
  id: 1,
  kind: 'TD01',
  relatedNumber: null,
  number: 7,
  docdate: '2026-03-10',
  caseNumber: 12,
  caseName: 'Gita Firenze',
  customer: 'Viaggi Rossi srl',
  total: 123_400,
  fileName: 'IT01234567897_26007.xml',
  sdi: { status: 'da_inviare', at: null, sentAt: null, errors: [], outcome: null },
};
const note: InvoiceListItem = {
  ...invoice,
  id: 2,
  kind: 'TD04',
  relatedNumber: 7,
  number: 8,
  docdate: '2026-03-12',
  total: 20_000,
  fileName: 'IT01234567897_26008.xml',
};
const data: InvoiceData = {
  caseNumber: 12,
  number: 7,
  docdate: '2026-03-10',
  issued: true,
  changedSinceIssue: false,
  customer: { id: 3, fullName: 'Viaggi Rossi srl' },
  total: 123_400,
  einvoiceMissing: [],
  einvoiceInvalid: [],
  fileName: 'IT01234567897_26007.xml',
  sent: [],
  sdiStatus: 'da_inviare',
  reissuable: false,
  nextNumber: 9,
  lines: [{ description: 'Soggiorno', total: 123_400 }],
  notes: [],
  amounts: { invoiced: 123_400, credited: 20_000, debited: 0, net: 103_400, creditable: 103_400 },
};

describe("'Fatture'", () => {
  it('lists invoices and notes with their kind; a credit note is issued from the invoice row', async () => {
    mockApi(
      answer(invoiceApi.endpoints.list, paged([note, invoice])),
      answer(documentApi.endpoints.invoiceData, data, { docNum: 12 }),
    );
    const { user } = renderWithPlatform(<CasesRoutes />, { route: '/pratiche/fatture?year=2026', reference });
    const noteRow = await screen.findByRole(
      'row',
      { name: /Nota di credito \(fatt\. 7\)/ },
      { timeout: 15_000 },
    );
    expect(within(noteRow).queryByRole('button', { name: /Nota di credito della fattura/ })).toBeNull();
    const invoiceRow = screen.getByRole('row', { name: /^7 .*Fattura/ });
    await user.click(within(invoiceRow).getByRole('button', { name: 'Nota di credito della fattura 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nota di credito' }, { timeout: 15_000 });
    expect(await within(dialog).findByLabelText(/Numero/)).toHaveValue('9');
    expect(within(dialog).getByText(/Ancora da stornare 1\.034,00/)).toBeVisible();
  });
});
