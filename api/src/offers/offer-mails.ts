import { formatDate, formatEuro, quoteTerms } from '@ham/contracts';
import type { QuoteOffer } from '@ham/contracts/offers';
import type { OutgoingMail } from '../mail/outbox-repository';
import { compose, SIGNATURE } from '../mail/templates';
import type { RequestRow } from '../quote-requests/requests-repository';

/** The e-mails of the offers (docs/product/offers.md), in Italian, through the outbox. */

const requestLine = (r: Pick<RequestRow, 'id' | 'agency_name' | 'area_name' | 'begin' | 'end'>) =>
  `Richiesta n. ${r.id} di ${r.agency_name}: ${r.area_name}, dal ${formatDate(r.begin)} al ${formatDate(r.end)}.`;

/** 'Invia all'agenzia': to the agency user who asked, the alternatives in short and the link. */
export function offerSentMail(to: string, r: RequestRow, offer: QuoteOffer, link: string): OutgoingMail {
  const lines = offer.alternatives.map(
    (a, i) =>
      `Alternativa ${i + 1}: ${a.hotel.name}, dal ${formatDate(a.begin)} al ${formatDate(a.end)}, ${a.serviceClass.name}, ${a.guestCount} partecipanti, totale ${formatEuro(a.total)} (${formatEuro(a.pricePerPerson)} a persona).`,
  );
  return compose(
    'quote_offer',
    to,
    `Offerta per la richiesta di preventivo n. ${r.id}`,
    [
      'Gentile cliente,',
      `abbiamo preparato la nostra offerta per la richiesta n. ${r.id} (${r.area_name}, dal ${formatDate(r.begin)} al ${formatDate(r.end)}).`,
      ...lines,
      ...(offer.message ? [offer.message] : []),
      `L'offerta è valida fino al ${formatDate(offer.validUntil)}: puoi accettarla o rifiutarla in 'Le mie richieste'.`,
    ],
    { href: link, label: "Vedi l'offerta" },
    [quoteTerms.cancellation, SIGNATURE],
  );
}

/** To staff (Configurazione → 'Richieste preventivo'): the agency accepted or declined the offer. */
export function offerAnsweredMail(
  to: string,
  r: RequestRow,
  answer: { accepted: boolean; text: string; note: string | null; link: string },
): OutgoingMail {
  return compose(
    'quote_offer_answer',
    to,
    `${answer.accepted ? 'Offerta accettata' : 'Offerta rifiutata'} — richiesta n. ${r.id}`,
    [
      requestLine(r),
      answer.accepted
        ? `L'agenzia ha accettato: ${answer.text}.`
        : `L'agenzia ha rifiutato l'offerta: ${answer.text}`,
      ...(answer.note ? [`Nota dell'agenzia: ${answer.note}`] : []),
    ],
    { href: answer.link, label: 'Apri la richiesta' },
    [SIGNATURE],
  );
}

/** To staff: the agency tried to accept, the hotel's places were gone; the request is back to them. */
export function offerPlacesGoneMail(to: string, r: RequestRow, link: string): OutgoingMail {
  return compose(
    'quote_offer_answer',
    to,
    `Posti non più disponibili — richiesta n. ${r.id}`,
    [
      requestLine(r),
      "L'agenzia ha provato ad accettare l'offerta, ma l'hotel non ha più posti sufficienti: la richiesta è tornata 'In lavorazione'.",
    ],
    { href: link, label: 'Apri la richiesta' },
    [SIGNATURE],
  );
}
