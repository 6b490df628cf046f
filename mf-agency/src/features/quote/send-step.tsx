import { NOTES_MAX, quoteTerms } from '@ham/contracts';
import { Button, ErrorAlert, HStack, LabeledField, Stack, Text, Textarea } from '@ham/ui';

export type SendStepProps = {
  notes: string;
  onNotes(notes: string): void;
  error: string | null;
  sending: boolean;
  onBack(): void;
  onSend(): void;
};

/** Step 2 'Invio richiesta': notes, the cancellation penalties and price notes (docs/product/agency-portal.md#terms), 'Invia richiesta'. */
export function SendStep({ notes, onNotes, error, sending, onBack, onSend }: SendStepProps) {
  return (
    <Stack gap="5">
      <LabeledField label="Note aggiuntive" helperText={`${notes.length} / ${NOTES_MAX} caratteri`}>
        <Textarea
          value={notes}
          maxLength={NOTES_MAX}
          rows={5}
          onChange={(e) => onNotes(e.target.value)}
          placeholder="Esigenze del gruppo, servizi aggiuntivi, richieste particolari…"
        />
      </LabeledField>
      <Stack gap="2" fontSize="sm" color="fg.muted">
        <Text>{quoteTerms.priceNotes}</Text>
        <Text>{quoteTerms.cancellation}</Text>
      </Stack>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <HStack gap="3">
        <Button variant="outline" onClick={onBack} disabled={sending}>
          Indietro
        </Button>
        <Button onClick={onSend} loading={sending}>
          Invia richiesta
        </Button>
      </HStack>
    </Stack>
  );
}
