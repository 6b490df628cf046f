import type { SdiStatus } from '@ham/contracts';

/**
 * Which status wins when a message arrives (pure; docs/product/sdi.md "Order of messages").
 * Messages may be imported in any order, so an older one must not overwrite a later status:
 * - 'da_inviare' and 'inviata' give way to any message (staff may mark a document sent after
 *   the SdI already received it);
 * - otherwise, when both dates are known and differ, the later date wins;
 * - when a date is missing (DT and NE carry none) or they are equal, the status further along
 *   the SdI's path wins: a rejection or a failed delivery, then delivery or attestation, then
 *   the customer's outcome or the lapse of terms. A tie goes to the newcomer.
 */
const STAGE: Record<SdiStatus, number> = {
  da_inviare: 0,
  inviata: 1,
  scartata: 2,
  non_consegnata: 2,
  consegnata: 3,
  attestazione: 3,
  esito_committente: 4,
  decorrenza_termini: 4,
};

export interface SdiStanding {
  status: SdiStatus;
  at: Date | null;
}

export function supersedes(incoming: SdiStanding, current: SdiStanding): boolean {
  if (current.status === 'da_inviare' || current.status === 'inviata') return true;
  if (incoming.at && current.at && incoming.at.getTime() !== current.at.getTime()) {
    return incoming.at.getTime() > current.at.getTime();
  }
  return STAGE[incoming.status] >= STAGE[current.status];
}
