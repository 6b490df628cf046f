import { formatEuro, Stack, Text } from '@ham/ui';

export type MoneyPairProps = { sale: number | null | undefined; cost: number | null | undefined };

/** A price cell: the sale price above the purchase cost (muted); blank when not priced. */
export function MoneyPair({ sale, cost }: MoneyPairProps) {
  return (
    <Stack gap="0" align="flex-end" lineHeight="short">
      <Text as="span">{formatEuro(sale)}</Text>
      <Text as="span" color="fg.muted" fontSize="sm">
        {formatEuro(cost)}
      </Text>
    </Stack>
  );
}
