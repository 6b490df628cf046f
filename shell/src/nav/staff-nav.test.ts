import type { Permission } from '@ham/contracts';
import {
  navEntryIsExact,
  type StaffNavEntry,
  type StaffNavSection,
  staffNav,
  visibleStaffNav,
} from './staff-nav';

/** A fixture entry: its label, path, whether ready and the permission it needs. */
const entry = (label: string, path: string, ready: boolean, permission?: Permission): StaffNavEntry => ({
  label,
  path,
  ready,
  ...(permission && { permission }),
});

const fixture: StaffNavSection[] = [
  { id: 'top', label: null, entries: [entry('Libera', '/libera', true)] },
  {
    id: 'mixed',
    label: 'Misto',
    entries: [
      entry('Pronta', '/pronta', true),
      entry('Non pronta', '/non-pronta', false),
      entry('Db pronta', '/db', true, 'manage_db'),
      entry('Db non pronta', '/db2', false, 'manage_db'),
    ],
  },
  {
    id: 'admin',
    label: 'Admin',
    permission: 'manage_users',
    entries: [entry('Utenti', '/utenti', true), entry('Config', '/configura', false)],
  },
  { id: 'empty', label: 'Vuota', entries: [entry('Futura', '/futura', false)] },
];

const labels = (nav: StaffNavSection[]) =>
  nav.map((s) => `${s.label ?? '-'}: ${s.entries.map((e) => e.label).join(', ')}`);
const can =
  (...granted: Permission[]) =>
  (p: Permission) =>
    granted.includes(p);

describe('visibleStaffNav: permissions × ready', () => {
  it.each<[string, Permission[], string[]]>([
    ['no permission', [], ['-: Libera', 'Misto: Pronta']],
    ['manage_db', ['manage_db'], ['-: Libera', 'Misto: Pronta, Db pronta']],
    ['manage_users', ['manage_users'], ['-: Libera', 'Misto: Pronta', 'Admin: Utenti']],
    [
      'both',
      ['manage_db', 'manage_users', 'self_quote'],
      ['-: Libera', 'Misto: Pronta, Db pronta', 'Admin: Utenti'],
    ],
  ])('%s', (_name, granted, expected) => {
    expect(labels(visibleStaffNav(fixture, can(...granted)))).toEqual(expected);
  });
});

describe('the real staff menu today', () => {
  it.each<[string, Permission[], string[]]>([
    // The screens delivered so far; Agenzie, Aree, Località need manage_db, Amministrazione manage_users.
    [
      'operator (no permission)',
      [],
      [
        '-: Cruscotto, Cerca disponibilità, Rilasci in scadenza',
        'Pratiche: Elenco, Nuova, Opzioni scadute, Richieste preventivo, Fatture, Incassi, Margini',
        'Anagrafiche: Hotel, Ristoranti, Bus, Guide',
      ],
    ],
    [
      'supervisor (manage_db, self_quote)',
      ['manage_db', 'self_quote'],
      [
        '-: Cruscotto, Cerca disponibilità, Rilasci in scadenza',
        'Pratiche: Elenco, Nuova, Opzioni scadute, Richieste preventivo, Fatture, Incassi, Margini',
        'Anagrafiche: Agenzie, Hotel, Ristoranti, Bus, Guide, Aree, Località',
      ],
    ],
    [
      'admin (all)',
      ['manage_db', 'manage_users', 'self_quote'],
      [
        '-: Cruscotto, Cerca disponibilità, Rilasci in scadenza',
        'Pratiche: Elenco, Nuova, Opzioni scadute, Richieste preventivo, Fatture, Incassi, Margini',
        'Anagrafiche: Agenzie, Hotel, Ristoranti, Bus, Guide, Aree, Località',
        'Amministrazione: Utenti, Configurazione, Registro attività, Accessi',
      ],
    ],
  ])('%s', (_name, granted, expected) => {
    expect(labels(visibleStaffNav(staffNav, can(...granted)))).toEqual(expected);
  });

  it('lists every menu entry with its path, ready or not', () => {
    const all = staffNav.flatMap((s) =>
      s.entries.map((e) => `${e.label} ${e.path}${e.permission ? ` ${e.permission}` : ''}`),
    );
    expect(all).toEqual([
      'Cruscotto /cruscotto',
      'Cerca disponibilità /disponibilita',
      'Rilasci in scadenza /disponibilita/rilasci',
      'Elenco /pratiche',
      'Nuova /pratiche/nuova',
      'Opzioni scadute /opzioni-scadute',
      'Richieste preventivo /richieste',
      'Fatture /pratiche/fatture',
      'Incassi /pratiche/incassi',
      'Margini /pratiche/margini',
      'Agenzie /agenzie manage_db',
      'Hotel /hotel',
      'Ristoranti /ristoranti',
      'Bus /bus',
      'Guide /guida',
      'Aree /aree manage_db',
      'Località /localita manage_db',
      'Utenti /utenti',
      'Configurazione /configura',
      'Registro attività /registro-attivita',
      'Accessi /accessi',
    ]);
    expect(staffNav.find((s) => s.label === 'Amministrazione')?.permission).toBe('manage_users');
  });

  it('highlights /pratiche exactly, /aree also on its sub-pages', () => {
    const entry = (path: string) => staffNav.flatMap((s) => s.entries).find((e) => e.path === path)!;
    expect(navEntryIsExact(entry('/pratiche'))).toBe(true);
    expect(navEntryIsExact(entry('/aree'))).toBe(false);
    expect(navEntryIsExact(entry('/disponibilita'))).toBe(true);
  });
});
