import { addDays, todayInRome } from '@ham/contracts';
import type { OfferWrite } from '@ham/contracts/offers';
import { DEMO_AGENCY_EMAIL } from '../auth/demo-accounts';
import type { Executor } from '../db/executor';
import { insertRequest } from '../quote-requests/requests-repository';
import { findDemoAgencyLogin, findDemoOfferHotels } from './demo-requests-repository';
import { markOfferSent, writeDraft } from './offers-service';

/**
 * The demo agency's quote requests (demo mode, first start, inside the seed's transaction), so that
 * its portal and staff's 'Richieste preventivo' show the whole loop (docs/product/offers.md): one
 * request still 'Nuova', and one answered with an offer of two hotels of the area it asked for
 * ('Offerta inviata', valid for two weeks) that the agency can read, accept or decline. No e-mail is sent for them.
 */
export async function seedDemoRequests(tx: Executor, today = todayInRome()): Promise<number> {
  const login = await findDemoAgencyLogin(tx, DEMO_AGENCY_EMAIL);
  const [begin, end] = [addDays(today, 45), addDays(today, 48)];
  const offered = await findDemoOfferHotels(tx, begin, end);
  if (!login || !offered) return 0;
  const { areaId, hotelIds } = offered;
  const request = (over: { guest_count: number; begin: string; end: string; notes: string }) =>
    insertRequest(tx, {
      agency_id: login.agencyId,
      account_id: login.accountId,
      contact_email: login.email,
      guest_type_id: 's',
      area_id: areaId,
      service_class_id: 'hb',
      hotel_id: null,
      quoted_cost: null,
      ...over,
    });

  await request({
    guest_count: 48,
    begin: addDays(today, 75),
    end: addDays(today, 79),
    notes: 'Due classi quarte con quattro docenti; una studentessa celiaca.',
  });
  const answered = await request({
    guest_count: 27,
    begin,
    end,
    notes: 'Gita di tre notti, preferibilmente vicino al centro.',
  });
  const validUntil = addDays(today, 14);
  const offer: OfferWrite = {
    validUntil,
    optionUntil: null,
    message: 'Buongiorno, ecco le due soluzioni che possiamo proporre per il vostro gruppo.',
    version: 0,
    alternatives: hotelIds.map((hotelId) => ({
      hotelId,
      begin,
      end,
      serviceClassId: 'hb',
      rooms: [
        { accomodationId: 'mul', guests: 24, unitPrice: null },
        { accomodationId: 'sgl', guests: 3, unitPrice: null },
      ],
      included: [{ text: 'Cena tipica la seconda sera', amount: null }],
      total: null,
    })),
  };
  const draft = await writeDraft(tx, answered, offer, null, today);
  await markOfferSent(tx, answered, draft.id, validUntil);
  return 2;
}
