import { type CaseFile, formatDate, formatEuro } from '@ham/contracts';
import type { Block, PrintedDocument } from './document-model';
import { type DocumentNames, dayInWords, plural } from './names';

/**
 * The confirmation statement ('Conferma', docs/product/documents.md#confirmation-invoice-and-voucher-prints), addressed to the agency: the case, every
 * stay with its board day by day and hold, the other items, the cost lines, 'Importo totale',
 * the cancellation penalties and price notes of docs/product/agency-portal.md#terms. Pure.
 */
export interface ConfirmationInput {
  caseFile: CaseFile;
  date: string;
  seller: string[];
  names: DocumentNames;
  /** Hotel id → address line and phone. */
  hotels: Map<number, { address: string; phone: string | null }>;
  customerEmail: string | null;
  /** The case's imposta di soggiorno (docs/product/tourist-tax.md); none: not printed. */
  touristTax?: { total: number; estimate: boolean; included: boolean } | null;
}

/** The imposta di soggiorno's line of a print: the amount, an estimate or not, in the price or at the hotel. */
export function touristTaxText(t: { total: number; estimate: boolean; included: boolean }): string {
  return `Imposta di soggiorno: ${formatEuro(t.total)}${t.estimate ? ' (stima, in base al numero dei partecipanti)' : ''}, ${t.included ? 'inclusa nel prezzo' : "da pagare in loco all'hotel"}.`;
}

/** docs/product/agency-portal.md#terms, word for word in Italian. */
export const PENALTIES =
  'Penali di cancellazione: 50% del costo totale in caso di recesso fino a 30 giorni prima della partenza, 75% fino a 15 giorni prima, 100% oltre.';
export const PRICE_NOTES =
  'I prezzi sono netti, per persona per notte, IVA inclusa, bevande ed extra esclusi. Supplementi per soggiorni di una notte e per festività o eventi sono quotati al momento dell’offerta.';

const money = { align: 'right' as const };

function holdText(s: CaseFile['stays'][number]): string {
  if (s.reservation) return 'Confermata';
  if (s.option && !s.option.expired) return `Opzione fino al ${formatDate(s.option.expires)}`;
  if (s.option) return `Opzione scaduta il ${formatDate(s.option.expires)}`;
  return 'Da confermare';
}

function stayBlocks(s: CaseFile['stays'][number], input: ConfirmationInput): Block[] {
  const hotel = input.hotels.get(s.hotel.id);
  const guests = Object.entries(s.guests)
    .filter(([, n]) => n > 0)
    .map(([acc, n]) => `${n} ${input.names.accomodations[acc] ?? acc}`)
    .join(', ');
  return [
    { kind: 'subheading', text: `${s.hotel.name}${s.hotel.category ? ` (${s.hotel.category.name})` : ''}` },
    {
      kind: 'fields',
      rows: [
        [
          'Indirizzo',
          [hotel?.address, hotel?.phone ? `Tel. ${hotel.phone}` : null].filter(Boolean).join(' – '),
        ],
        [
          'Periodo',
          `dal ${formatDate(s.begin)} al ${formatDate(s.end)} (${plural(s.nights, 'notte', 'notti')})`,
        ],
        ['Sistemazione', `${guests} (${plural(s.guestCount, 'ospite', 'ospiti')})`],
        ['Stato', holdText(s)],
        ...(s.notes ? ([['Note', s.notes]] as [string, string][]) : []),
      ],
    },
    {
      kind: 'table',
      columns: [{ header: 'Giorno' }, { header: 'Trattamento', wide: true }],
      rows: s.conditions.map((d) => [formatDate(d.date), dayInWords(d, input.names)]),
    },
    {
      kind: 'table',
      columns: [
        { header: 'Descrizione', wide: true },
        { header: 'Quantità', ...money },
        { header: 'Notti', ...money },
        { header: 'Prezzo unitario', ...money },
        { header: 'Totale', ...money },
      ],
      rows: s.costLines.map((l) => [
        l.description,
        String(l.quantity),
        String(l.nights),
        formatEuro(l.unitValue),
        formatEuro(l.total),
      ]),
      footer: [['Totale hotel', '', '', '', formatEuro(s.total)]],
    },
  ];
}

export function confirmationDocument(input: ConfirmationInput): PrintedDocument {
  const c = input.caseFile;
  const blocks: Block[] = [
    {
      kind: 'fields',
      rows: [
        ['Data', formatDate(input.date)],
        [
          'Spett.le',
          [
            c.customer.fullName,
            c.customer.address,
            [c.customer.postalCode, c.customer.city].filter(Boolean).join(' '),
            c.customer.country?.name,
          ]
            .filter(Boolean)
            .join(', '),
        ],
        ...(input.customerEmail ? ([['E-mail', input.customerEmail]] as [string, string][]) : []),
        ['Pratica', `n. ${c.number} – ${c.name}`],
        ['Gruppo', `${c.guestType.name}, ${plural(c.guestCount, 'partecipante', 'partecipanti')}`],
        ['Periodo', `dal ${formatDate(c.beginDate)} al ${formatDate(c.endDate)}`],
      ],
    },
  ];
  if (c.stays.length) {
    blocks.push({ kind: 'heading', text: 'Hotel' });
    for (const s of c.stays) blocks.push(...stayBlocks(s, input));
  }
  if (c.meals.length)
    blocks.push(
      { kind: 'heading', text: 'Ristoranti' },
      {
        kind: 'table',
        columns: [
          { header: 'Data' },
          { header: 'Ristorante', wide: true },
          { header: 'Pasto' },
          { header: 'Persone', ...money },
          { header: 'Gratuità', ...money },
          { header: 'Prezzo unitario', ...money },
          { header: 'Totale', ...money },
        ],
        rows: c.meals.map((m) => [
          formatDate(m.date),
          m.restaurant.name,
          m.time === 'pranzo' ? 'Pranzo' : 'Cena',
          String(m.persons),
          String(m.freebies),
          formatEuro(m.unitPrice),
          formatEuro(m.total),
        ]),
        footer: [['Totale ristoranti', '', '', '', '', '', formatEuro(c.totals.meals)]],
      },
    );
  for (const [items, title, total] of [
    [c.busTrips, 'Trasferimenti ed escursioni in bus', c.totals.busTrips],
    [c.guidedTours, 'Visite guidate', c.totals.guidedTours],
  ] as const) {
    if (!items.length) continue;
    blocks.push(
      { kind: 'heading', text: title },
      {
        kind: 'table',
        columns: [
          { header: 'Data' },
          { header: 'Servizio', wide: true },
          { header: 'Quantità', ...money },
          { header: 'Prezzo unitario', ...money },
          { header: 'Totale', ...money },
        ],
        rows: items.map((t) => [
          formatDate(t.date),
          t.service.name,
          String(t.quantity),
          formatEuro(t.unitPrice),
          formatEuro(t.total),
        ]),
        footer: [['Totale', '', '', '', formatEuro(total)]],
      },
    );
  }
  if (c.extras.length)
    blocks.push(
      { kind: 'heading', text: 'Costi e riduzioni aggiuntivi' },
      {
        kind: 'table',
        columns: [{ header: 'Data' }, { header: 'Descrizione', wide: true }, { header: 'Importo', ...money }],
        rows: c.extras.map((e) => [formatDate(e.date), e.description, formatEuro(e.value)]),
        footer: [['', 'Totale', formatEuro(c.totals.extras)]],
      },
    );
  blocks.push(
    { kind: 'heading', text: 'Riepilogo' },
    {
      kind: 'table',
      columns: [
        { header: 'Voce', wide: true },
        { header: 'Importo', ...money },
      ],
      rows: [
        ['Hotel', formatEuro(c.totals.stays)],
        ['Ristoranti', formatEuro(c.totals.meals)],
        ['Trasferimenti ed escursioni in bus', formatEuro(c.totals.busTrips)],
        ['Visite guidate', formatEuro(c.totals.guidedTours)],
        ['Costi e riduzioni aggiuntivi', formatEuro(c.totals.extras)],
      ],
      footer: [['Importo totale', formatEuro(c.total)]],
    },
    ...(input.touristTax && input.touristTax.total > 0
      ? [{ kind: 'paragraph' as const, text: touristTaxText(input.touristTax) }]
      : []),
    { kind: 'paragraph', text: PENALTIES, small: true },
    { kind: 'paragraph', text: PRICE_NOTES, small: true },
  );
  return { title: `Conferma pratica n. ${c.number}`, seller: input.seller, blocks };
}
