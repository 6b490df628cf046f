import { type CentsMap, type GuestType, priceSheet, type StaticData } from '@ham/contracts';
import { Card, Table } from '@ham/ui';
import { MoneyPair, PriceLegend } from './money-pair';
import { accomodationName } from './offer-reference';

export type ProspettoProps = {
  reference: StaticData;
  guestType: GuestType;
  prices: CentsMap;
  costs: CentsMap;
  extras: CentsMap;
  extrasCosts: CentsMap;
};

/**
 * 'Prospetto': sale and cost per accommodation type and service class, computed with the
 * contracts' pricing rules (the API's own numbers): an extra type is base + supplement, and
 * blank when either is empty.
 */
export function Prospetto({ reference, guestType, prices, costs, extras, extrasCosts }: ProspettoProps) {
  const serviceClassIds = reference.serviceClasses.map((s) => s.id);
  const sheet = priceSheet({ prices, costs, extras, extrasCosts }, guestType, serviceClassIds);
  const types = [guestType.baseAccomodationId, ...guestType.extraAccomodationIds];
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Prospetto</Card.Title>
      </Card.Header>
      <Card.Body>
        <Table.Root size="sm" aria-label="Prospetto">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Sistemazione</Table.ColumnHeader>
              {reference.serviceClasses.map((sc) => (
                <Table.ColumnHeader key={sc.id} textAlign="end">
                  {sc.description}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {types.map((type) => (
              <Table.Row key={type}>
                <Table.Cell fontWeight="medium">{accomodationName(reference, type)}</Table.Cell>
                {serviceClassIds.map((sc) => {
                  const cell = sheet.find((c) => c.accomodationId === type && c.serviceClassId === sc);
                  return (
                    <Table.Cell key={sc} textAlign="end">
                      <MoneyPair sale={cell?.price} cost={cell?.cost} />
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <PriceLegend />
      </Card.Body>
    </Card.Root>
  );
}
