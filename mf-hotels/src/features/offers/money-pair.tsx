import type { StaticData } from '@ham/contracts';
import { formatEuro, Stack, Text, VisuallyHidden } from '@ham/ui';

/** The two lines of a price cell, as the legend and screen readers name them. */
export const priceLines = { sale: 'Vendita', cost: 'Acquisto' } as const;

export type MoneyPairProps = { sale: number | null | undefined; cost: number | null | undefined };

function PriceLine({
  name,
  cents,
  muted,
}: {
  name: string;
  cents: number | null | undefined;
  muted?: boolean;
}) {
  const amount = formatEuro(cents);
  return (
    <Text
      as="span"
      title={amount ? name : undefined}
      {...(muted ? { color: 'fg.muted', fontSize: 'sm' } : {})}
    >
      {amount && <VisuallyHidden>{name} </VisuallyHidden>}
      {amount}
    </Text>
  );
}

/** A price cell: the sale price above the purchase cost (muted), each named on hover and to screen readers; blank when not priced. */
export function MoneyPair({ sale, cost }: MoneyPairProps) {
  return (
    <Stack gap="0" align="flex-end" lineHeight="short">
      <PriceLine name={priceLines.sale} cents={sale} />
      <PriceLine name={priceLines.cost} cents={cost} muted />
    </Stack>
  );
}

export type PriceLegendProps = {
  /** The service classes whose abbreviations head the columns (BB, HB…): their names. */
  serviceClasses?: StaticData['serviceClasses'];
};

/** How to read the price cells ('Vendita' above, 'Acquisto' below) and the service classes' names. */
export function PriceLegend({ serviceClasses }: PriceLegendProps) {
  return (
    <Text role="note" aria-label="Legenda" fontSize="sm" color="fg.muted">
      In ogni casella:{' '}
      <Text as="span" color="fg">
        {priceLines.sale}
      </Text>{' '}
      sopra, {priceLines.cost} sotto.
      {serviceClasses && serviceClasses.length > 0 && (
        <> {serviceClasses.map((sc) => `${sc.abbr} = ${sc.description}`).join(' · ')}.</>
      )}
    </Text>
  );
}
