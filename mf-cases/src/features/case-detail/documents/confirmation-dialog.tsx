import { messages, todayInRome } from '@ham/contracts';
import { useEndpointUrl } from '@ham/platform';
import { Button, DateInput, HStack, LabeledField, Link, ModalDialog, Stack } from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { documentApi } from './api';
import { SendButton } from './send-button';
import { SentList } from './sent-list';

export type ConfirmationDialogProps = {
  docNum: number;
  customerName: string;
  open: boolean;
  onClose(): void;
};

/**
 * 'Conferma' (case detail, Azioni): the statement's date (default today, required), then the
 * HTML or PDF in a new window, or "Invia all'agenzia".
 */
export function ConfirmationDialog({ docNum, customerName, open, onClose }: ConfirmationDialogProps) {
  const url = useEndpointUrl();
  const [date, setDate] = useState<string | null>(todayInRome());
  const data = useQuery({ ...documentApi.invoiceData(docNum), enabled: open });
  const error = date ? undefined : messages.required;
  const link = (format: 'html' | 'pdf') =>
    date
      ? url(
          format === 'html' ? documentApi.endpoints.confirmationHtml : documentApi.endpoints.confirmationPdf,
          {
            params: { docNum },
            query: { date },
          },
        )
      : undefined;
  return (
    <ModalDialog title="Conferma" open={open} onClose={onClose} closeButton>
      <Stack gap="4">
        <LabeledField label="Data della conferma" required error={error}>
          <DateInput name="date" value={date} onChange={setDate} />
        </LabeledField>
        <HStack gap="2" wrap="wrap">
          {(['html', 'pdf'] as const).map((format) => (
            <Button key={format} asChild={Boolean(date)} disabled={!date} colorPalette="blue">
              {date ? (
                <Link href={link(format)} target="_blank" rel="noopener">
                  Apri {format.toUpperCase()}
                </Link>
              ) : (
                `Apri ${format.toUpperCase()}`
              )}
            </Button>
          ))}
          <SendButton
            docNum={docNum}
            body={date ? { document: 'confirmation', date } : null}
            to={customerName}
          />
        </HStack>
        <SentList items={data.data?.sent ?? []} document="confirmation" />
      </Stack>
    </ModalDialog>
  );
}
