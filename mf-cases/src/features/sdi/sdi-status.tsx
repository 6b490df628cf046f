import {
  SDI_NOT_DELIVERED_NOTE,
  type SdiState,
  sdiOutcomeText,
  sdiStatusLabels,
  sdiStatusPalette,
} from '@ham/contracts';
import { Badge, formatDateTime, Stack, Text } from '@ham/ui';

/** The date a state shows: when it was sent for 'Inviata', else when the status was reached. */
const dateOf = (s: SdiState) => (s.status === 'inviata' ? s.sentAt : s.at);

/** The status in words, as a line of text (screen readers, the history dialog's heading). */
export function sdiStateText(s: SdiState): string {
  const when = dateOf(s) && s.status !== 'da_inviare' ? ` il ${formatDateTime(dateOf(s))}` : '';
  switch (s.status) {
    case 'non_consegnata':
      return `${sdiStatusLabels[s.status]}${when}: ${SDI_NOT_DELIVERED_NOTE}`;
    case 'esito_committente':
      return `${sdiStatusLabels[s.status]}: ${sdiOutcomeText(s.outcome)}`;
    default:
      return `${sdiStatusLabels[s.status]}${when}`;
  }
}

/**
 * A document's SdI status in a row of 'Fatture': the badge, its date, and what the status says
 * more (a rejection's errors, a failed delivery's note, the customer's outcome).
 */
export function SdiStatusCell({ state }: { state: SdiState }) {
  const when = dateOf(state);
  const refused = state.status === 'esito_committente' && state.outcome === 'EC02';
  return (
    <Stack gap="0.5" align="start">
      <Badge colorPalette={refused ? 'red' : sdiStatusPalette[state.status]}>
        {sdiStatusLabels[state.status]}
      </Badge>
      {when && state.status !== 'da_inviare' && (
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(when)}
        </Text>
      )}
      {state.status === 'non_consegnata' && <Text fontSize="xs">{SDI_NOT_DELIVERED_NOTE}</Text>}
      {state.status === 'esito_committente' && <Text fontSize="xs">{sdiOutcomeText(state.outcome)}</Text>}
      {state.errors.map((e) => (
        <Text key={`${e.code}-${e.description}`} fontSize="xs" color="fg.error">
          {e.code} {e.description}
        </Text>
      ))}
    </Stack>
  );
}
