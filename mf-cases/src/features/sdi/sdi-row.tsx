import { canMarkSdiSent, type SdiState } from '@ham/contracts';
import { Button, HStack, type ListColumn } from '@ham/ui';
import { useMarkSdiSent } from './sdi-history-dialog';
import { SdiStatusCell } from './sdi-status';

type Row = { id: number; number: number; sdi: SdiState };

/** The 'Stato SdI' column of 'Fatture'. */
export const sdiColumn: ListColumn<Row> = {
  header: 'Stato SdI',
  cell: (r) => <SdiStatusCell state={r.sdi} />,
};

/** A row's SdI actions: its history ('Storico SdI') and 'Segna come inviata' while it applies. */
export function SdiRowActions({ item, onHistory }: { item: Row; onHistory(): void }) {
  const mark = useMarkSdiSent();
  return (
    <HStack gap="1">
      <Button
        size="xs"
        variant="ghost"
        onClick={onHistory}
        aria-label={`Storico SdI della fattura ${item.number}`}
      >
        Storico SdI
      </Button>
      {canMarkSdiSent(item.sdi.status) && (
        <Button
          size="xs"
          variant="ghost"
          loading={mark.isPending}
          onClick={() => void mark.save(item.id)}
          aria-label={`Segna come inviata la fattura ${item.number}`}
        >
          Segna come inviata
        </Button>
      )}
    </HStack>
  );
}
