import type { CompanyConfig } from '@ham/contracts';
import { formatDate, formatEuro, quoteTerms } from '@ham/contracts';
import type { QuoteOffer } from '@ham/contracts/offers';
import type { PrintedDocument } from '../documents/document-model';
import { sellerLines } from '../documents/seller-lines';
import type { RequestRow } from '../quote-requests/requests-repository';

/**
 * The offer's PDF (docs/product/offers.md#the-pdf), for the agency's customer: the alternatives
 * side by side in words and figures at the agency's prices, what each includes, the validity and
 * the terms. No purchase cost is known here. The renderer sanitizes every text.
 */
export function offerDocument(company: CompanyConfig, r: RequestRow, offer: QuoteOffer): PrintedDocument {
  const title = `Offerta n. ${offer.id} – richiesta n. ${r.id}`;
  return {
    title,
    seller: sellerLines(company),
    blocks: [
      { kind: 'heading', text: title },
      {
        kind: 'fields',
        rows: [
          ['Cliente', r.agency_name],
          ['Area', r.area_name],
          ['Periodo richiesto', `dal ${formatDate(r.begin)} al ${formatDate(r.end)}`],
          ['Partecipanti', `${r.guest_count} (${r.guest_type_name})`],
          ['Valida fino al', formatDate(offer.validUntil)],
        ],
      },
      ...(offer.message ? [{ kind: 'paragraph' as const, text: offer.message }] : []),
      {
        kind: 'table',
        columns: [
          { header: 'Alternativa' },
          { header: 'Hotel', wide: true },
          { header: 'Periodo' },
          { header: 'Trattamento' },
          { header: 'Partecipanti', align: 'right' },
          { header: 'A persona', align: 'right' },
          { header: 'Totale', align: 'right' },
        ],
        rows: offer.alternatives.map((a, i) => [
          String(i + 1),
          [a.hotel.name, a.hotel.category, a.hotel.city].filter(Boolean).join(' – '),
          `${formatDate(a.begin)} – ${formatDate(a.end)} (${a.nights} notti)`,
          a.serviceClass.name,
          String(a.guestCount),
          formatEuro(a.pricePerPerson),
          formatEuro(a.total),
        ]),
      },
      ...offer.alternatives.flatMap((a, i) => [
        { kind: 'subheading' as const, text: `Alternativa ${i + 1}: ${a.hotel.name}` },
        {
          kind: 'table' as const,
          columns: [
            { header: 'Voce', wide: true },
            { header: 'Quantità', align: 'right' as const },
            { header: 'Prezzo', align: 'right' as const },
          ],
          rows: [
            ...a.rooms.map((room) => [
              `${room.accomodationName}, a persona a notte`,
              String(room.guests),
              formatEuro(room.unitPrice),
            ]),
            ...(a.freeGuests > 0 ? [['Gratuità', String(a.freeGuests), '']] : []),
            ...a.included.map((inc) => [
              inc.text,
              '',
              inc.amount === null ? 'incluso' : formatEuro(inc.amount),
            ]),
          ],
          footer: [['Totale', String(a.guestCount), formatEuro(a.total)]],
        },
      ]),
      { kind: 'paragraph', text: `${quoteTerms.priceNotes}\n${quoteTerms.cancellation}`, small: true },
    ],
  };
}
