import { allotmentMessages, type ShortNightDetail } from '@ham/contracts';
import { ApiError } from '@ham/platform';
import { formatDate } from '@ham/ui';

/** The confirm of a change that would leave held places without allotment (409 NotEnoughPlaces). */
export const notEnoughPlacesQuestion = (verb: 'Salva' | 'Elimina') => (err: unknown) => {
  if (!(err instanceof ApiError && err.code === 'NotEnoughPlaces')) return null;
  const nights = ((err.detail as { nights?: ShortNightDetail[] } | undefined)?.nights ?? [])
    .map((n) => `${formatDate(n.date)}: mancano ${n.missing}`)
    .join('; ');
  return {
    title: 'Posti non sufficienti',
    message: `${allotmentMessages.notEnoughPlaces}${nights ? ` (${nights})` : ''} ${verb === 'Salva' ? 'Salvare' : 'Eliminare'} comunque?`,
    confirmLabel: `${verb} comunque`,
  };
};
