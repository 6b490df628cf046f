import { messages } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import { Button, DateInput, HStack, LabeledField, Link, Stack, todayIso } from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { documentsApi } from '../../../shared/documents-api';
import { DocumentDialog } from './document-dialog';
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
  const { api } = usePlatform();
  const [date, setDate] = useState<string | null>(todayIso());
  const data = useQuery({ ...documentsApi.invoiceData(api, docNum), enabled: open });
  const error = date ? undefined : messages.required;
  const link = (format: 'html' | 'pdf') =>
    date ? documentsApi.confirmationUrl(api, docNum, format, date) : undefined;
  return (
    <DocumentDialog title="Conferma" open={open} onClose={onClose}>
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
    </DocumentDialog>
  );
}
