import { formatDate, formatEuro, quoteMessages, quoteTerms } from '@ham/contracts';
import { escapeHtml } from '../text/sanitize';
import type { OutgoingMail } from './outbox-repository';

/** The Italian texts of the app's e-mails: plain text and a simple HTML twin. */

const PRODUCT = 'Hotel Allotment Manager';

export function compose(
  kind: OutgoingMail['kind'],
  to: string,
  subject: string,
  paragraphs: string[],
  link: { href: string; label: string },
  closing: string[],
): OutgoingMail {
  const text = [...paragraphs, link.href, ...closing].join('\n\n');
  const html = [
    '<!doctype html><html lang="it"><body style="font-family:sans-serif;line-height:1.5">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    `<p style="font-size:small">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${escapeHtml(link.href)}</p>`,
    ...closing.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('\n');
  return { kind, to, subject, text, html };
}

export const SIGNATURE = `— ${PRODUCT}`;
const IGNORE = 'Se non ti aspettavi questo messaggio puoi ignorarlo.';

/** A new staff user (docs/product/roles.md#users): set the password with the link (72 hours). */
export function invitationMail(to: string, firstName: string, link: string): OutgoingMail {
  return compose(
    'invitation',
    to,
    `Benvenuto in ${PRODUCT}`,
    [
      `Ciao ${firstName},`,
      `è stato creato il tuo utente in ${PRODUCT}. Per completare la registrazione imposta la tua password con il link seguente, valido 72 ore:`,
    ],
    { href: link, label: 'Imposta la password' },
    [`Dopo aver impostato la password potrai accedere con l'indirizzo ${to}.`, IGNORE, SIGNATURE],
  );
}

/** An agency's front-office access was enabled with a new address (docs/product/sign-in.md#front-office-access). */
export function agencyAccessMail(to: string, agencyName: string, link: string): OutgoingMail {
  return compose(
    'agency_access',
    to,
    `Accesso a Richiesta preventivi per ${agencyName}`,
    [
      'Gentile cliente,',
      `è stato abilitato l'accesso di ${agencyName} a "Richiesta preventivi": potrai consultare la disponibilità online, il catalogo e inviare richieste di preventivo.`,
      'Per accedere imposta la password con il link seguente, valido 72 ore:',
    ],
    { href: link, label: 'Imposta la password' },
    [`Il tuo nome utente è ${to}.`, IGNORE, SIGNATURE],
  );
}

/** 'Password dimenticata?' of the embedded provider (link valid one hour). */
export function passwordResetMail(to: string, link: string): OutgoingMail {
  return compose(
    'password_reset',
    to,
    `Reimposta la password di ${PRODUCT}`,
    [
      `Abbiamo ricevuto una richiesta di reimpostare la password per ${to}.`,
      'Per scegliere una nuova password usa il link seguente, valido 1 ora:',
    ],
    { href: link, label: 'Reimposta la password' },
    [
      'Se non hai chiesto tu di reimpostare la password, ignora questo messaggio: la password attuale resta valida.',
      SIGNATURE,
    ],
  );
}

/**
 * A case document mailed to the agency ('Invia all'agenzia'): the PDF is attached by the
 * caller; the text says what it is.
 */
export function documentMail(
  to: string,
  document: { subject: string; what: string; sender: string | null },
): OutgoingMail {
  const paragraphs = [
    'Gentile cliente,',
    `in allegato trova ${document.what}.`,
    'Per qualsiasi chiarimento può rispondere a questo messaggio.',
    'Cordiali saluti',
    document.sender ?? PRODUCT,
  ];
  return {
    kind: 'document',
    to,
    subject: document.subject,
    text: paragraphs.join('\n\n'),
    html: [
      '<!doctype html><html lang="it"><body style="font-family:sans-serif;line-height:1.5">',
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}

/** What the quote e-mails tell about a request (its fields already named in Italian). */
export interface QuoteRequestSummary {
  id: number;
  agencyName: string;
  contactEmail: string;
  guestCount: number;
  guestTypeName: string;
  begin: string;
  end: string;
  areaName: string;
  serviceClassName: string;
  hotel: { name: string; city: string | null; quotedCost: number } | null;
  notes: string | null;
}

function quoteLines(r: QuoteRequestSummary): string[] {
  return [
    `Partecipanti: ${r.guestCount} (${r.guestTypeName})`,
    `Periodo: dal ${formatDate(r.begin)} al ${formatDate(r.end)}`,
    `Area: ${r.areaName}`,
    `Trattamento: ${r.serviceClassName}`,
    r.hotel
      ? `Hotel: ${r.hotel.name}${r.hotel.city ? ` (${r.hotel.city})` : ''}, costo stimato ${formatEuro(r.hotel.quotedCost)}`
      : 'Hotel: nessuno scelto, richiesta una soluzione personalizzata',
    `Note: ${r.notes ?? '—'}`,
  ];
}

/** A quote request sent by an agency, to the 'Richieste preventivo' address of Configurazione. */
export function quoteRequestMail(to: string, r: QuoteRequestSummary, link: string): OutgoingMail {
  return compose(
    'quote_request',
    to,
    `Richiesta di preventivo n. ${r.id} da ${r.agencyName}`,
    [`${r.agencyName} (${r.contactEmail}) ha inviato una richiesta di preventivo:`, ...quoteLines(r)],
    { href: link, label: 'Apri la richiesta' },
    [SIGNATURE],
  );
}

/** The receipt of a quote request, to the agency user who sent it (docs/product/agency-portal.md#quote-requests-staff-side). */
export function quoteReceiptMail(to: string, r: QuoteRequestSummary, link: string): OutgoingMail {
  return compose(
    'quote_receipt',
    to,
    `Richiesta di preventivo n. ${r.id} ricevuta`,
    ['Gentile cliente,', quoteMessages.sent, 'Riepilogo della richiesta:', ...quoteLines(r)],
    { href: link, label: 'Le mie richieste' },
    [quoteTerms.priceNotes, quoteTerms.cancellation, SIGNATURE],
  );
}

/** A message of a quote request's conversation, as its e-mail tells it. */
export interface QuoteMessageSummary {
  requestId: number;
  agencyName: string;
  authorName: string;
  text: string;
  fileNames: string[];
}

/**
 * A message of a quote request's conversation (docs/product/agency-portal.md#messages), to the
 * other side: its text and the names of its files (the files stay in the product: the link opens
 * the request, where they are downloaded after signing in).
 */
export function quoteMessageMail(
  to: string,
  m: QuoteMessageSummary,
  toStaff: boolean,
  link: string,
): OutgoingMail {
  const from = toStaff ? `${m.authorName} di ${m.agencyName}` : m.authorName;
  return compose(
    'quote_message',
    to,
    `Nuovo messaggio sulla richiesta di preventivo n. ${m.requestId}`,
    [
      toStaff ? "Nuovo messaggio da un'agenzia." : 'Gentile cliente,',
      `${from} ha scritto sulla richiesta di preventivo n. ${m.requestId}:`,
      ...(m.text ? [m.text] : []),
      ...(m.fileNames.length ? [`Allegati: ${m.fileNames.join(', ')}`] : []),
    ],
    { href: link, label: toStaff ? 'Apri la richiesta' : 'Rispondi' },
    [SIGNATURE],
  );
}

/** One night a release notice announces. */
export interface ReleasedNight {
  night: string;
  guestTypeName: string;
  places: number;
}

/**
 * 'Comunicazione di rilascio' (docs/product/allotment-and-holds.md#release-notices): to the hotel,
 * the nights of its allotment the operator gives back, by date, with the guest type and the places.
 */
export function releaseNoticeMail(
  to: string,
  hotelName: string,
  nights: readonly ReleasedNight[],
  sender: string | null,
): OutgoingMail {
  const lines = nights.map(
    (n) =>
      `notte del ${formatDate(n.night)}, ${n.guestTypeName}: ${n.places} ${n.places === 1 ? 'posto' : 'posti'}`,
  );
  const opening = [
    `Spett.le ${hotelName},`,
    "con la presente comunichiamo il rilascio dei seguenti posti dell'allotment, che tornano nella vostra disponibilità:",
  ];
  const closing = ['Cordiali saluti', sender ?? PRODUCT];
  return {
    kind: 'release_notice',
    to,
    subject: `Comunicazione di rilascio — ${hotelName}`,
    text: [...opening, lines.map((l) => `- ${l}`).join('\n'), ...closing].join('\n\n'),
    html: [
      '<!doctype html><html lang="it"><body style="font-family:sans-serif;line-height:1.5">',
      ...opening.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      ...closing.map((p) => `<p>${escapeHtml(p)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}

/**
 * 'Invia all'hotel' (docs/product/rooming-list.md#to-the-hotel): a stay's voucher and the rooming
 * list to its hotel; the files are attached by the caller.
 */
export function hotelMail(
  to: string,
  stay: {
    hotelName: string;
    caseNumber: number;
    caseName: string;
    begin: string;
    end: string;
    participants: number;
    sender: string | null;
  },
): OutgoingMail {
  const group = `"${stay.caseName}" (pratica n. ${stay.caseNumber})`;
  const period = `dal ${formatDate(stay.begin)} al ${formatDate(stay.end)}`;
  const paragraphs = [
    `Spett.le ${stay.hotelName},`,
    `in allegato trovate il voucher del gruppo ${group}, ${period}, e la rooming list con ${stay.participants} ${stay.participants === 1 ? 'partecipante' : 'partecipanti'} (in PDF e in Excel).`,
    'Vi preghiamo di verificarla e di segnalarci eventuali differenze rispondendo a questo messaggio.',
    'Cordiali saluti',
    stay.sender ?? PRODUCT,
  ];
  return {
    kind: 'hotel_mail',
    to,
    subject: `Voucher e rooming list — ${stay.caseName}, ${period}`,
    text: paragraphs.join('\n\n'),
    html: [
      '<!doctype html><html lang="it"><body style="font-family:sans-serif;line-height:1.5">',
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      '</body></html>',
    ].join('\n'),
  };
}
