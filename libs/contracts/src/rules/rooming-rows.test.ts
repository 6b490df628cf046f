import fc from 'fast-check';
import { ROOMING_MAX_ROWS } from '../rooming';
import {
  isHeaderLine,
  mergeParticipants,
  parseBirthDate,
  parsePastedText,
  parseRole,
  participantToText,
  readParticipantRow,
  readRoomingSheet,
  type SheetCell,
} from './rooming-rows';

const ctx = { accomodations: { dbl: 'Doppia', sgl: 'Singola' } };
const HEADER = ['Codice', 'Cognome', 'Nome', 'Data di nascita', 'Ruolo', 'Camera', 'Sistemazione', 'Note'];

describe('readParticipantRow', () => {
  test('a good row: trimmed, role and accommodation by name or code, date in Italian formats', () => {
    const r = readParticipantRow(
      {
        lastName: ' Rossi ',
        firstName: 'Anna',
        birthDate: '5/3/2010',
        role: 'studente',
        room: '101',
        accomodation: 'doppia',
        notes: '',
      },
      ctx,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        id: null,
        lastName: 'Rossi',
        firstName: 'Anna',
        birthDate: '2010-03-05',
        role: 'studente',
        room: '101',
        accomodationId: 'dbl',
        notes: null,
      },
    });
  });

  test.each([
    [{ birthDate: '31/02/2010' }, 'birthDate', 'Data non valida: usare GG/MM/AAAA'],
    [{ birthDate: 'ieri' }, 'birthDate', 'Data non valida: usare GG/MM/AAAA'],
    [{ birthDate: '01/01/1890' }, 'birthDate', 'Data di nascita non consentita'],
    [{ birthDate: '01/01/2090' }, 'birthDate', 'Data di nascita non consentita'],
    [{ role: 'preside' }, 'role', 'Ruolo non valido'],
    [{ role: '' }, 'role', 'Campo obbligatorio'],
    [{ accomodation: 'Suite' }, 'accomodation', "Sistemazione 'Suite' non presente"],
    [{ lastName: '=HYPERLINK("http://x","clic")' }, 'lastName', 'Formule non ammesse'],
    [{ notes: '@SUM(A1)' }, 'notes', 'Formule non ammesse'],
    [{ firstName: '' }, 'firstName', 'Campo obbligatorio'],
    [{ firstName: '123' }, 'firstName', 'almeno una lettera'],
    [{ id: '0x10' }, 'id', 'Codice non valido'],
  ])('%j → %s: %s', (change, field, message) => {
    const r = readParticipantRow({ lastName: 'Rossi', firstName: 'Anna', role: 'Docente', ...change }, ctx);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems).toEqual([
        expect.objectContaining({ field, message: expect.stringContaining(message) }),
      ]);
  });

  test('never throws on any text (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'id',
            'lastName',
            'firstName',
            'birthDate',
            'role',
            'room',
            'accomodation',
            'notes',
          ),
          fc.string(),
        ),
        (row) => {
          readParticipantRow(row, ctx);
        },
      ),
    );
  });
});

describe('small parsers', () => {
  test('roles and dates', () => {
    expect(parseRole(' AUTISTA ')).toBe('autista');
    expect(parseRole('Accompagnatore')).toBe('accompagnatore');
    expect(parseRole('x')).toBeNull();
    expect(parseBirthDate('2010-03-05')).toBe('2010-03-05');
    expect(parseBirthDate('05.03.2010')).toBe('2010-03-05');
    expect(parseBirthDate('2010-02-30')).toBeNull();
    expect(parseBirthDate('5 marzo 2010')).toBeNull();
  });
});

describe('readRoomingSheet', () => {
  const line = (...cells: SheetCell[]) => cells;
  test('a good sheet: empty lines skipped, columns in any order', () => {
    const r = readRoomingSheet(
      [
        ['Nome', 'Cognome', 'Ruolo', 'Sistemazione'],
        line('Anna', 'Rossi', 'Studente', 'Doppia'),
        line(null, '', null, null),
        line('Luca', 'Bianchi', 'Docente', 'sgl'),
      ],
      ctx,
    );
    expect(r.fileProblem).toBeNull();
    expect(r.problems).toEqual([]);
    expect(r.participants.map((p) => [p.lastName, p.accomodationId])).toEqual([
      ['Rossi', 'dbl'],
      ['Bianchi', 'sgl'],
    ]);
  });

  test('wrong columns: one file problem, no row read', () => {
    expect(
      readRoomingSheet(
        [
          ['Cognome', 'Colore'],
          ['Rossi', 'blu'],
        ],
        ctx,
      ).fileProblem,
    ).toBe('Colonne mancanti: Nome, Ruolo. Colonne non riconosciute: Colore');
    expect(readRoomingSheet([HEADER], ctx).fileProblem).toBe('Il file non contiene partecipanti');
  });

  test('every problem with its line; a formula cell; duplicates; nothing taken', () => {
    const r = readRoomingSheet(
      [
        HEADER,
        line('', 'Rossi', 'Anna', '01/02/2010', 'Studente', '1', 'Doppia', ''),
        line('', 'rossi', 'ANNA', '1/2/2010', 'Studente', '1', 'Doppia', ''),
        line('', 'Verdi', 'Bo', 'domani', 'Studente', '2', 'Tripla', ''),
        line('', { formula: 'HYPERLINK("http://x")' }, 'Ugo', '', 'Autista', '', '', ''),
        line('5', 'Neri', 'Al', '', 'Adulto', '', '', ''),
        line('5', 'Neri', 'Alba', '', 'Adulto', '', '', ''),
      ],
      ctx,
    );
    expect(r.participants).toEqual([]);
    expect(r.problems).toEqual([
      {
        row: 3,
        field: null,
        message: 'Partecipante ripetuto: stesso cognome, nome e data di nascita della riga 2',
      },
      { row: 4, field: 'Data di nascita', message: 'Data non valida: usare GG/MM/AAAA' },
      { row: 4, field: 'Sistemazione', message: expect.stringContaining("Sistemazione 'Tripla'") },
      { row: 5, field: 'Cognome', message: 'Formula non ammessa: inserire il valore' },
      { row: 7, field: 'Codice', message: 'Partecipante ripetuto: stesso codice della riga 6' },
    ]);
  });

  test(`over ${ROOMING_MAX_ROWS} rows: refused whole`, () => {
    const rows = Array.from({ length: ROOMING_MAX_ROWS + 1 }, (_, i) => ['x', `N${i}`, 'Studente']);
    expect(readRoomingSheet([['Cognome', 'Nome', 'Ruolo'], ...rows], ctx).fileProblem).toBe(
      'Il file ha 5.001 righe: al massimo 5.000 partecipanti',
    );
  });
});

describe('mergeParticipants', () => {
  const p = (id: number | null, lastName: string, firstName = 'A', room = '') => ({
    id,
    lastName,
    firstName,
    birthDate: null,
    room,
  });
  test('by code, then by surname/name/birth date (taking the code), else added; others kept', () => {
    const base = [p(1, 'Rossi'), p(2, 'Bianchi'), p(null, 'Nuovo')];
    const r = mergeParticipants(base, [
      p(2, 'Bianchi', 'A', '9'),
      p(null, 'ROSSI', 'a', '7'),
      p(null, 'nuovo', 'a', '3'),
      p(null, 'Verdi'),
    ]);
    expect(r.rows).toEqual([
      p(1, 'ROSSI', 'a', '7'),
      p(2, 'Bianchi', 'A', '9'),
      p(null, 'nuovo', 'a', '3'),
      p(null, 'Verdi'),
    ]);
    expect([r.updated, r.added]).toEqual([3, 1]);
    expect(base[0].room).toBe('');
  });
  test('the same file twice never duplicates', () => {
    const file = [p(null, 'Verdi'), p(null, 'Neri')];
    const once = mergeParticipants([], file).rows;
    expect(mergeParticipants(once, file).rows).toHaveLength(2);
  });
});

describe('paste and text', () => {
  test('tab-separated lines, CRLF, trailing empty line, quoted cells', () => {
    expect(parsePastedText('Rossi\tAnna\t"Studente"\r\nBianchi\tLuca\t\r\n')).toEqual([
      ['Rossi', 'Anna', 'Studente'],
      ['Bianchi', 'Luca', ''],
    ]);
    expect(isHeaderLine(['Cognome', 'Nome', 'Ruolo'])).toBe(true);
    expect(isHeaderLine(['Rossi', 'Anna', 'Studente'])).toBe(false);
  });
  test('a participant as text', () => {
    expect(
      participantToText(
        {
          id: 4,
          lastName: 'Rossi',
          firstName: 'Anna',
          birthDate: '2010-03-05',
          role: 'docente',
          room: null,
          accomodationId: 'dbl',
          notes: null,
        },
        ctx.accomodations,
      ),
    ).toEqual({
      id: '4',
      lastName: 'Rossi',
      firstName: 'Anna',
      birthDate: '05/03/2010',
      role: 'Docente',
      room: '',
      accomodation: 'Doppia',
      notes: '',
    });
  });
});
