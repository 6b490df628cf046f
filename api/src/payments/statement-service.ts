import {
  formatDate,
  formatEuro,
  installmentKindLabels,
  installmentState,
  installmentStateLabels,
  type PaymentMethod,
  paymentMethodLabels,
  type Statement,
  type StatementLine,
  type StatementQuery,
  statementLineLabels,
  todayInRome,
} from '@ham/contracts';
import { readConfig } from '../config-groups/config-service';
import type { Db } from '../db/schema';
import type { PrintedDocument } from '../documents/document-model';
import { sellerLines } from '../documents/seller-lines';
import { notFound } from '../errors';
import { type ExportRow, exportDay } from '../exports/cells';
import type { XlsxLayout } from '../exports/xlsx';
import {
  findAgencyName,
  openInstallments,
  type StatementRow,
  statementOpening,
  statementRows,
} from './payments-repository';

export const agencyNotFound = () => notFound('Agenzia inesistente');

/** The statement's line of a document or payment, after the running balance `before`. */
function toLine(r: StatementRow, before: number): StatementLine {
  let kind: StatementLine['kind'];
  let description: string;
  let debit = 0;
  let credit = 0;
  if (r.kind === 'payment') {
    const method = paymentMethodLabels[r.method as PaymentMethod] ?? r.method ?? '';
    description = [method, r.reference].filter(Boolean).join(' – ');
    kind = r.amount >= 0 ? 'incasso' : 'rimborso';
    if (r.amount >= 0) credit = r.amount;
    else debit = -r.amount;
  } else {
    description = `n. ${r.number}/${r.year}`;
    kind = r.kind === 'TD04' ? 'nota_credito' : r.kind === 'TD05' ? 'nota_debito' : 'fattura';
    if (r.kind === 'TD04') credit = Math.abs(r.amount);
    else debit = r.amount;
  }
  const caseNumber = r.case_number;
  return { date: r.date, kind, description, caseNumber, debit, credit, balance: before + debit - credit };
}

/**
 * The agency's statement for a period: the balance before it, then its invoices, debit notes,
 * credit notes (reducing the balance) and payments (refunds increasing it) in date order with
 * the running balance, and the installments still owed. Only what the agency is invoiced and
 * pays: never a purchase cost.
 */
export async function getStatement(
  db: Db,
  agencyId: number,
  { from, to }: StatementQuery,
  today = todayInRome(),
): Promise<Statement> {
  const agency = await findAgencyName(db, agencyId);
  if (!agency) throw agencyNotFound();
  const [opening, rows, open] = await Promise.all([
    statementOpening(db, agencyId, from),
    statementRows(db, agencyId, from, to),
    openInstallments(db, agencyId),
  ]);
  // One object per line, built once (a busy agency's year is 7,000 lines).
  let balance = opening;
  const lines = rows.map((r) => {
    const line = toLine(r, balance);
    balance = line.balance;
    return line;
  });
  return {
    agency: { id: agency.id, name: agency.full_name },
    from,
    to,
    opening,
    closing: balance,
    lines,
    openItems: open.map((i) => ({
      caseNumber: i.case_number,
      caseName: i.case_name,
      kind: i.kind,
      due: i.due,
      outstanding: i.amount - i.paid,
      state: installmentState({ kind: i.kind, due: i.due, amount: i.amount, prior: 0 }, i.paid, today),
    })),
  };
}

const euroOrEmpty = (cents: number) => (cents === 0 ? '' : formatEuro(cents));

/** The statement as a printed document (PDF through the document worker pool). */
export async function statementDocument(db: Db, s: Statement): Promise<PrintedDocument> {
  const company = await readConfig(db, 'company');
  return {
    title: `Estratto conto – ${s.agency.name}`,
    seller: sellerLines(company),
    blocks: [
      { kind: 'heading', text: `Estratto conto – ${s.agency.name}` },
      {
        kind: 'fields',
        rows: [
          ['Periodo', `dal ${formatDate(s.from)} al ${formatDate(s.to)}`],
          ['Saldo iniziale', formatEuro(s.opening)],
          ['Saldo finale', formatEuro(s.closing)],
        ],
      },
      {
        kind: 'table',
        columns: [
          { header: 'Data' },
          { header: 'Movimento' },
          { header: 'Descrizione', wide: true },
          { header: 'Pratica', align: 'right' },
          { header: 'Dare', align: 'right' },
          { header: 'Avere', align: 'right' },
          { header: 'Saldo', align: 'right' },
        ],
        rows: [
          [formatDate(s.from), 'Saldo iniziale', '', '', '', '', formatEuro(s.opening)],
          ...s.lines.map((l) => [
            formatDate(l.date),
            statementLineLabels[l.kind],
            l.description,
            l.caseNumber === null ? '' : String(l.caseNumber),
            euroOrEmpty(l.debit),
            euroOrEmpty(l.credit),
            formatEuro(l.balance),
          ]),
        ],
        footer: [['', 'Saldo finale', '', '', '', '', formatEuro(s.closing)]],
      },
      { kind: 'subheading', text: 'Scadenze aperte' },
      s.openItems.length
        ? {
            kind: 'table',
            columns: [
              { header: 'Scadenza' },
              { header: 'Pratica', wide: true },
              { header: 'Rata' },
              { header: 'Stato' },
              { header: 'Da incassare', align: 'right' },
            ],
            rows: s.openItems.map((i) => [
              formatDate(i.due),
              `${i.caseNumber} - ${i.caseName}`,
              installmentKindLabels[i.kind],
              installmentStateLabels[i.state],
              formatEuro(i.outstanding),
            ]),
          }
        : { kind: 'paragraph', text: 'Nessuna scadenza aperta.' },
    ],
  };
}

export const statementLayout: XlsxLayout = {
  sheet: 'Estratto conto',
  headerRows: 1,
  widths: [12, 16, 32, 10, 14, 14, 14],
};

/** The statement's rows for Excel/CSV: amounts in euro (numbers), days as dates. */
export function* statementExportRows(s: Statement): Generator<ExportRow> {
  yield ['Data', 'Movimento', 'Descrizione', 'Pratica', 'Dare', 'Avere', 'Saldo'];
  yield [exportDay(s.from), 'Saldo iniziale', s.agency.name, null, null, null, s.opening / 100];
  for (const l of s.lines) {
    yield [
      exportDay(l.date),
      statementLineLabels[l.kind],
      l.description,
      l.caseNumber,
      l.debit ? l.debit / 100 : null,
      l.credit ? l.credit / 100 : null,
      l.balance / 100,
    ];
  }
  yield [exportDay(s.to), 'Saldo finale', null, null, null, null, s.closing / 100];
}
