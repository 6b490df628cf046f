import { fiscalKindLabels, formatDate, formatEuro } from '@ham/contracts';
import type { PrintedDocument } from './document-model';
import { recipientOf } from './fatturapa';
import { invoiceAmounts } from './invoice-amounts';
import type { InvoiceSnapshot } from './invoice-snapshot';
import { sellerLines } from './seller-lines';

/** The printed invoice (HTML and PDF), from the snapshot only: the same figures as the XML. Pure. */
const unitEuro = (text: string) => {
  const [whole, fraction] = text.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${text.startsWith('-') ? '-' : ''}${grouped},${fraction}\u00a0€`;
};

export function invoiceDocument(s: InvoiceSnapshot): PrintedDocument {
  const amounts = invoiceAmounts(s.lines, s.vat);
  const c = s.customer;
  const recipient = recipientOf(c);
  const vatLabel = s.vat.rate === 0 ? `0% ${s.vat.nature ?? ''}`.trim() : `${s.vat.rate}%`;
  return {
    title: `${fiscalKindLabels[s.kind ?? 'TD01']} n. ${s.number} del ${formatDate(s.docdate)}`,
    seller: sellerLines(s.seller),
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Cliente', c.fullName],
          [
            'Indirizzo',
            [c.address, [c.postalCode, c.city].filter(Boolean).join(' '), c.countryName]
              .filter(Boolean)
              .join(', '),
          ],
          ['Partita IVA', c.vatNumber ? `${c.countryId ?? 'IT'}${c.vatNumber}` : ''],
          [
            'Codice destinatario',
            recipient.pec ? `${recipient.code} – PEC ${recipient.pec}` : recipient.code,
          ],
          ['Pratica', `n. ${s.caseNumber} – ${s.caseName}`],
          ...(s.related
            ? ([
                ['Fattura rettificata', `n. ${s.related.number} del ${formatDate(s.related.docdate)}`],
                ['Motivo', s.reason ?? ''],
              ] as [string, string][])
            : []),
        ],
      },
      {
        kind: 'table',
        columns: [
          { header: 'Descrizione', wide: true },
          { header: 'Quantità', align: 'right' },
          { header: 'Prezzo unitario', align: 'right' },
          { header: 'Importo', align: 'right' },
          { header: 'IVA', align: 'right' },
        ],
        rows: amounts.lines.map((l) => [
          l.description,
          String(l.quantity),
          unitEuro(l.unitPrice),
          formatEuro(l.total),
          vatLabel,
        ]),
      },
      {
        kind: 'table',
        columns: [
          { header: 'Aliquota / Natura', wide: true },
          { header: 'Imponibile', align: 'right' },
          { header: 'Imposta', align: 'right' },
        ],
        rows: amounts.summaries.map((v) => [
          [v.rate === 0 ? `0% ${v.nature ?? ''}`.trim() : `${v.rate}%`, v.legalRef]
            .filter(Boolean)
            .join(' – '),
          formatEuro(v.taxable),
          formatEuro(v.tax),
        ]),
        footer: [['Totale documento', '', formatEuro(amounts.total)]],
      },
      ...(s.seller.iban && s.kind !== 'TD04'
        ? [
            {
              kind: 'paragraph' as const,
              text: `Pagamento con bonifico bancario: IBAN ${s.seller.iban}, importo ${formatEuro(amounts.total)}.`,
            },
          ]
        : []),
      {
        kind: 'paragraph',
        text: `Documento emesso anche in formato elettronico (FatturaPA): totale ${formatEuro(amounts.total)}.`,
        small: true,
      },
    ],
  };
}
