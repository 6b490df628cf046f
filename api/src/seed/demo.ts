import { DEMO_AGENCY_EMAIL, seedDemoAccounts } from '../auth/demo-accounts';
import type { Db } from '../db/schema';

/** Areas of Italy with a few real places each. */
const DEMO_AREAS: [string, string[]][] = [
  ['Venezia e laguna', ['Venezia', 'Mestre', 'Lido di Venezia', 'Chioggia']],
  ['Firenze e Toscana', ['Firenze', 'Siena', 'Pisa', 'Lucca']],
  ['Roma e Lazio', ['Roma', 'Tivoli', 'Viterbo']],
  ['Costiera amalfitana', ['Amalfi', 'Positano', 'Ravello']],
  ['Lago di Garda', ['Sirmione', 'Riva del Garda', 'Desenzano del Garda', 'Malcesine']],
  ['Milano', ['Milano', 'Monza']],
];

/**
 * Demo data (demo mode only, first start only): areas and locations, the demo agency and,
 * through the sign-in module, the demo accounts of DECISIONS §2. One transaction: a
 * failed seed leaves nothing behind and is retried at the next start.
 * @returns false when the data was already there.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const seeded = await tx
      .selectFrom('agencies')
      .select('id')
      .where('frontoffice_email', '=', DEMO_AGENCY_EMAIL)
      .executeTakeFirst();
    if (seeded) return false;

    for (const [areaName, places] of DEMO_AREAS) {
      const area = await tx
        .insertInto('areas')
        .values({ name: areaName, country_id: 'IT' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('locations')
        .values(places.map((name) => ({ name, area_id: area.id, country_id: 'IT' })))
        .execute();
    }
    await tx
      .insertInto('agencies')
      .values({
        full_name: 'Viaggi Demo S.r.l.',
        short_name: 'Viaggi Demo',
        vat_number: '01234567890',
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
      })
      .execute();
    await seedDemoAccounts(tx);
    return true;
  });
}
