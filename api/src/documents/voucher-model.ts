import {
  type CaseFile,
  formatDate,
  formatEuro,
  type Participant,
  participantRoleNames,
  type VoucherData,
} from '@ham/contracts';
import type { Block, PrintedDocument } from './document-model';
import { type DocumentNames, dayInWords } from './names';

/**
 * The voucher of a stay ('Voucher', docs/product/documents.md#confirmation-invoice-and-voucher-prints), for the hotel and the group leader: bilingual
 * labels, no prices (the deposit paid only). Pure.
 */
export interface VoucherInput {
  caseFile: CaseFile;
  stay: CaseFile['stays'][number];
  voucher: VoucherData;
  hotel: { address: string; phone: string | null };
  seller: string[];
  names: DocumentNames;
  /** The case's rooming list (docs/product/rooming-list.md), shared by its stays; empty when none. */
  participants?: readonly Participant[];
  /** This stay's imposta di soggiorno (docs/product/tourist-tax.md); none or 0: not printed. */
  touristTax?: { amount: number; estimate: boolean; included: boolean } | null;
}

const byRoom = (a: Participant, b: Participant) =>
  (a.room ?? '').localeCompare(b.room ?? '', 'it', { numeric: true }) ||
  a.lastName.localeCompare(b.lastName, 'it') ||
  a.firstName.localeCompare(b.firstName, 'it');

/** The structured rooming list: one line per participant, by room (the voucher's, the hotel's PDF). */
export function roomingTable(participants: readonly Participant[], names: DocumentNames): Block[] {
  return [
    { kind: 'heading', text: `Rooming list (${participants.length})` },
    {
      kind: 'table',
      columns: [
        { header: 'Camera / Room' },
        { header: 'Cognome e nome / Name', wide: true },
        { header: 'Nascita / Birth' },
        { header: 'Ruolo / Role' },
        { header: 'Sistemazione / Accommodation' },
        { header: 'Note / Notes', wide: true },
      ],
      rows: [...participants]
        .sort(byRoom)
        .map((p) => [
          p.room ?? '',
          `${p.lastName} ${p.firstName}`,
          p.birthDate ? formatDate(p.birthDate) : '',
          participantRoleNames[p.role],
          p.accomodationId ? (names.accomodations[p.accomodationId] ?? p.accomodationId) : '',
          p.notes ?? '',
        ]),
    },
  ];
}

export function voucherDocument(input: VoucherInput): PrintedDocument {
  const { caseFile: c, stay: s, voucher: v } = input;
  const rows: [string, string][] = [
    ['Hotel / Hotel', s.hotel.name],
    ['Indirizzo / Address', input.hotel.address],
    ...(input.hotel.phone ? ([['Telefono / Phone', input.hotel.phone]] as [string, string][]) : []),
    ['Gruppo / Group', `${c.name} (pratica n. ${c.number})`],
    ['Agenzia / Agency', c.customer.fullName],
    ['Arrivo / Arrival', formatDate(s.begin)],
    ['Partenza / Departure', formatDate(s.end)],
    ['Notti / Nights', String(s.nights)],
    ['Ospiti / Guests', String(v.finalGuestCount ?? s.guestCount)],
  ];
  const blocks: Block[] = [
    { kind: 'fields', rows },
    { kind: 'heading', text: 'Camere / Rooms' },
    {
      kind: 'table',
      columns: [
        { header: 'Sistemazione / Accommodation', wide: true },
        { header: 'Ospiti / Guests', align: 'right' },
      ],
      rows: Object.entries(s.guests)
        .filter(([, n]) => n > 0)
        .map(([acc, n]) => [input.names.accomodations[acc] ?? acc, String(n)]),
    },
    { kind: 'heading', text: 'Trattamento / Board' },
    {
      kind: 'table',
      columns: [
        { header: 'Giorno / Day' },
        { header: 'Servizi', wide: true },
        { header: 'Services', wide: true },
      ],
      rows: s.conditions.map((d) => [
        formatDate(d.date),
        dayInWords(d, input.names),
        dayInWords(d, input.names, 'en'),
      ]),
    },
  ];
  const participants = input.participants ?? [];
  if (participants.length) blocks.push(...roomingTable(participants, input.names));
  if (v.roomingList)
    blocks.push(
      {
        kind: 'heading',
        text: participants.length ? 'Note rooming list / Rooming list notes' : 'Rooming list',
      },
      { kind: 'paragraph', text: v.roomingList },
    );
  const extra: [string, string][] = [];
  if (v.deposit !== null) extra.push(['Acconto versato / Deposit paid', formatEuro(v.deposit)]);
  const tax = input.touristTax;
  if (tax && tax.amount > 0)
    extra.push([
      'Imposta di soggiorno / City tax',
      `${formatEuro(tax.amount)}${tax.estimate ? ' (stima / estimate)' : ''}, ${
        tax.included
          ? 'inclusa nel prezzo / included in the price'
          : 'da pagare in loco / to be paid at the hotel'
      }`,
    ]);
  if (v.purchasedByIt) extra.push(['Acquistato da', v.purchasedByIt]);
  if (v.purchasedByEn) extra.push(['Purchased by', v.purchasedByEn]);
  if (v.hotelNotes) extra.push(["Note per l'hotel / Notes for the hotel", v.hotelNotes]);
  if (v.notes) extra.push(['Note / Notes', v.notes]);
  if (extra.length) blocks.push({ kind: 'heading', text: 'Note / Notes' }, { kind: 'fields', rows: extra });
  return { title: `Voucher n. ${s.id} – Pratica n. ${c.number}`, seller: input.seller, blocks };
}
