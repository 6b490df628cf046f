import { z } from 'zod';

// 'Invia all'hotel' (docs/product/rooming-list.md#to-the-hotel): a stay's voucher and the case's
// rooming list (PDF and Excel) mailed to the stay's hotel, and what was sent last.

export const hotelMailMessages = {
  noEmail: (hotel: string) =>
    `L'hotel ${hotel} non ha un indirizzo e-mail: inserisci l'e-mail del referente o dell'hotel nella sua scheda e riprova.`,
  emptyList: "La rooming list della pratica è vuota: inserisci i partecipanti prima di inviarla all'hotel.",
  changedMeanwhile:
    "La rooming list è stata modificata durante l'invio: controlla la lista e invia di nuovo.",
  roomingChanged: "Rooming list modificata dopo l'invio",
} as const;

/** The last sending of a stay to its hotel. */
export const hotelMailSent = z.object({
  /** The address it went to. */
  to: z.string(),
  /** ISO timestamp. */
  sentAt: z.string(),
  /** The staff user who sent it (null once the account is gone). */
  sentBy: z.string().nullable(),
  /** Participants of the rooming list sent. */
  participants: z.number().int(),
});
export type HotelMailSent = z.infer<typeof hotelMailSent>;

/** A stay of the case with its hotel's address and its last sending. */
export const hotelMailStay = z.object({
  stayId: z.number().int(),
  /** Where 'Invia all'hotel' would mail now: the hotel's contact e-mail, else its e-mail; null: none. */
  to: z.string().nullable(),
  last: hotelMailSent.nullable(),
  /** The rooming list changed after the last sending (false when never sent). */
  roomingChanged: z.boolean(),
});
export type HotelMailStay = z.infer<typeof hotelMailStay>;

/** GET /docs/:docNum/hotel-mails; the answer of POST /docs/stays/:id/hotel-mail too. */
export const hotelMailStays = z.object({ items: z.array(hotelMailStay) });
export type HotelMailStays = z.infer<typeof hotelMailStays>;
