import type { SentDocument } from '@ham/contracts';
import { formatDateTime, List, Text } from '@ham/ui';

const names = { confirmation: 'Conferma', invoice: 'Fattura' } as const;

export type SentListProps = { items: SentDocument[]; document?: SentDocument['document'] };

/** 'Inviata il … a …': what the agency received and when. */
export function SentList({ items, document }: SentListProps) {
  const shown = document ? items.filter((s) => s.document === document) : items;
  if (!shown.length) return null;
  return (
    <List.Root fontSize="sm" color="fg.muted" gap="1" aria-label="Documenti inviati">
      {shown.map((s) => (
        <List.Item key={s.id}>
          <Text as="span">
            {names[s.document]} inviata il {formatDateTime(s.sentAt)} a {s.to}
            {s.sentBy ? ` (${s.sentBy})` : ''}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
