import { type CaseFile, formatDate, type Participant } from '@ham/contracts';
import type { PrintedDocument } from './document-model';
import type { DocumentNames } from './names';
import { roomingTable } from './voucher-model';

/**
 * The rooming list of a stay as a document of its own (docs/product/rooming-list.md#to-the-hotel),
 * mailed to the hotel with the voucher: the stay, then one line per participant by room, as the
 * voucher prints them (bilingual labels). Pure.
 */
export function roomingListDocument(input: {
  caseFile: CaseFile;
  stay: CaseFile['stays'][number];
  participants: readonly Participant[];
  seller: string[];
  names: DocumentNames;
}): PrintedDocument {
  const { caseFile: c, stay: s } = input;
  return {
    title: `Rooming list – ${s.hotel.name} – Pratica n. ${c.number}`,
    seller: input.seller,
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Hotel / Hotel', s.hotel.name],
          ['Gruppo / Group', `${c.name} (pratica n. ${c.number})`],
          ['Agenzia / Agency', c.customer.fullName],
          ['Arrivo / Arrival', formatDate(s.begin)],
          ['Partenza / Departure', formatDate(s.end)],
          ['Partecipanti / Participants', String(input.participants.length)],
        ],
      },
      ...roomingTable(input.participants, input.names),
    ],
  };
}
