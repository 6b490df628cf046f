import { DEMO_AGENCY_EMAIL, seedDemoAccounts } from '../auth/demo-accounts';
import { findAgencyByFrontofficeEmail } from '../auth/demo-accounts-repository';
import { seedDemoCases } from '../cases/demo-cases';
import type { Db } from '../db/schema';
import { seedDemoHotels } from '../hotels/demo-hotels';
import { seedDemoRequests } from '../offers/demo-requests';
import { seedDemoPayments } from '../payments/demo-payments';
import { seedDemoServices } from '../services/demo-services';
import {
  insertAgencies,
  insertAreaWithLocations,
  insertConfigGroupIfMissing,
  lockDemoSeed,
} from './demo-repository';

/** Areas of Italy with a few real places each. */
const DEMO_AREAS: [string, string[]][] = [
  ['Venezia e laguna', ['Venezia', 'Mestre', 'Lido di Venezia', 'Chioggia']],
  ['Firenze e Toscana', ['Firenze', 'Siena', 'Pisa', 'Lucca']],
  ['Roma e Lazio', ['Roma', 'Tivoli', 'Viterbo']],
  ['Costiera amalfitana', ['Amalfi', 'Positano', 'Ravello']],
  ['Lago di Garda', ['Sirmione', 'Riva del Garda', 'Desenzano del Garda', 'Malcesine']],
  ['Milano', ['Milano', 'Monza']],
];

/** More demo agencies, Italian and foreign, without front-office access. */
const MORE_DEMO_AGENCIES = [
  {
    full_name: 'Scuola in Viaggio S.n.c.',
    short_name: 'Scuola in Viaggio',
    vat_number: '00743110157',
    einvoice_code: 'KRRH6B9',
    address: 'Corso Vittorio Emanuele II 21',
    postal_code: '10123',
    city: 'Torino',
    country_id: 'IT',
    phone: '+39 011 000000',
    email: 'gruppi@scuolainviaggio.it',
    certified_email: 'scuolainviaggio@pec.it',
    surcharge_per_guest: 150,
  },
  {
    full_name: 'Tour Operator Adriatico S.p.A.',
    short_name: 'Adriatico Tours',
    vat_number: '01114601006',
    einvoice_code: 'SUBM70N',
    address: 'Viale della Vittoria 5',
    postal_code: '60123',
    city: 'Ancona',
    country_id: 'IT',
    phone: '+39 071 000000',
    email: 'booking@adriaticotours.it',
    surcharge_per_guest: 0,
  },
  {
    full_name: 'Reisebüro Alpenblick GmbH',
    short_name: 'Alpenblick',
    vat_number: '811569869',
    address: 'Maximilianstraße 12',
    postal_code: '80539',
    city: 'München',
    country_id: 'DE',
    phone: '+49 89 000000',
    email: 'info@alpenblick-reisen.de',
    website: 'https://www.alpenblick-reisen.de',
    surcharge_per_guest: 200,
  },
  {
    full_name: 'Voyages Lumière SARL',
    short_name: 'Voyages Lumière',
    vat_number: '40303265045',
    address: '8 rue de la République',
    postal_code: '69002',
    city: 'Lyon',
    country_id: 'FR',
    phone: '+33 4 00 00 00 00',
    email: 'groupes@voyages-lumiere.fr',
    surcharge_per_guest: 250,
  },
  {
    full_name: 'Iberia Escolar S.L.',
    short_name: 'Iberia Escolar',
    vat_number: 'B12345674',
    address: 'Calle de Alcalá 45',
    postal_code: '28014',
    city: 'Madrid',
    country_id: 'ES',
    email: 'viajes@iberiaescolar.es',
    surcharge_per_guest: 100,
  },
  // Lacks what the FatturaPA needs (partita IVA, Codice SdI or PEC, CAP): its cases show the
  // invoice dialog's 'I seguenti campi necessari per la fattura elettronica sono assenti: …'.
  {
    full_name: 'Gite Scolastiche Lampo',
    short_name: 'Gite Lampo',
    address: 'Via Garibaldi 3',
    city: 'Parma',
    country_id: 'IT',
    email: 'info@gitelampo.it',
    surcharge_per_guest: 0,
  },
];

/**
 * 'Dati azienda' of the demo tour operator: a travel agency under art. 74-ter (RF11), its
 * lines in the margin regime (0%, Natura N5), so a demo user can issue a valid e-invoice.
 */
const DEMO_COMPANY = {
  companyName: 'Incoming Italia Demo S.r.l.',
  vatNumber: '01234567897',
  taxCode: null,
  address: 'Piazza Maggiore 1',
  postalCode: '40124',
  city: 'Bologna',
  province: 'BO',
  countryId: 'IT',
  taxRegime: 'RF11',
  iban: 'IT60X0542811101000000123456',
  certifiedEmail: 'incomingdemo@pec.it',
  email: 'info@incomingdemo.it',
  phone: '051 0000000',
  vatRate: 0,
  vatNature: 'N5',
  vatLegalRef: 'Regime del margine art. 74-ter DPR 633/72',
};

/**
 * Demo data (demo mode only, first start only): areas and locations, the demo agency and,
 * through the sign-in module, the demo accounts of docs/product/sign-in.md. One transaction: a
 * failed seed leaves nothing behind and is retried at the next start. Replicas starting
 * together take turns on a transaction-level advisory lock: the first seeds, the others
 * then find the data (docs/SECURITY.md).
 * @returns false when the data was already there.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await lockDemoSeed(tx);
    const seeded = await findAgencyByFrontofficeEmail(tx, DEMO_AGENCY_EMAIL);
    if (seeded) return false;

    for (const [areaName, places] of DEMO_AREAS) {
      await insertAreaWithLocations(tx, areaName, places);
    }
    await insertAgencies(tx, {
      full_name: 'Viaggi Demo S.r.l.',
      short_name: 'Viaggi Demo',
      vat_number: '12345678903',
      einvoice_code: 'M5UXCR1',
      address: 'Via dell’Indipendenza 10',
      postal_code: '40121',
      city: 'Bologna',
      country_id: 'IT',
      phone: '+39 051 000000',
      email: 'info@viaggidemo.it',
      website: 'https://www.viaggidemo.it',
      surcharge_per_guest: 0,
      frontoffice_email: DEMO_AGENCY_EMAIL,
    });
    await insertAgencies(tx, MORE_DEMO_AGENCIES);
    await insertConfigGroupIfMissing(tx, { id: 'company', value: JSON.stringify(DEMO_COMPANY), version: 1 });
    await seedDemoAccounts(tx);
    // 'Richieste preventivo' of Configurazione: where the agencies' quote requests are e-mailed.
    await insertConfigGroupIfMissing(tx, {
      id: 'quoterequests',
      value: JSON.stringify({ email: 'preventivi@demo.it' }),
    });
    await seedDemoHotels(tx);
    await seedDemoServices(tx);
    await seedDemoCases(tx);
    await seedDemoPayments(tx);
    await seedDemoRequests(tx);
    return true;
  });
}
