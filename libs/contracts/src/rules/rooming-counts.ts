import type { RoomingStay, RoomingStayCounts } from '../rooming';
import { formatItalianDate } from './dates';

/**
 * The rooming list against each stay of the case (docs/product/rooming-list.md#counts): per
 * accommodation type, the stay's guests and the participants given that type; a stay whose
 * figures differ, or with participants without a type, gets an Italian warning. Pure.
 */
export function roomingCounts(
  stays: readonly RoomingStay[],
  participants: readonly { accomodationId: string | null }[],
  names: Readonly<Record<string, string>>,
): RoomingStayCounts[] {
  const listed = new Map<string, number>();
  let unassigned = 0;
  for (const p of participants) {
    if (p.accomodationId) listed.set(p.accomodationId, (listed.get(p.accomodationId) ?? 0) + 1);
    else unassigned++;
  }
  return stays.map((stay) => {
    const types = new Set<string>();
    for (const [id, n] of Object.entries(stay.guests)) if (n > 0) types.add(id);
    for (const id of listed.keys()) types.add(id);
    const counts = [...types]
      .map((id) => ({
        accomodationId: id,
        accomodationName: names[id] ?? id,
        guests: stay.guests[id] ?? 0,
        participants: listed.get(id) ?? 0,
      }))
      .sort((a, b) => a.accomodationName.localeCompare(b.accomodationName, 'it'));
    const differing = counts.filter((c) => c.guests !== c.participants);
    const parts = differing.map(
      (c) =>
        `${c.accomodationName} ${c.participants} ${c.participants === 1 ? 'partecipante' : 'partecipanti'} ` +
        `invece di ${c.guests} ${c.guests === 1 ? 'ospite' : 'ospiti'}`,
    );
    if (unassigned > 0)
      parts.push(
        unassigned === 1
          ? '1 partecipante senza sistemazione'
          : `${unassigned} partecipanti senza sistemazione`,
      );
    const warning = parts.length
      ? `La rooming list non corrisponde al soggiorno ${stay.hotelName} dal ${formatItalianDate(stay.begin)} ` +
        `al ${formatItalianDate(stay.end)}: ${parts.join(', ')}.`
      : null;
    return {
      stayId: stay.id,
      hotelName: stay.hotelName,
      begin: stay.begin,
      end: stay.end,
      counts,
      unassigned,
      warning,
    };
  });
}
