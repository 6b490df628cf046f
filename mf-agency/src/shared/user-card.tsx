import { useSession } from '@ham/platform';
import { Card, DataList } from '@ham/ui';

/** The 'Utente' card: agency full name, city, country, user e-mail (SPEC 'Agency layout'). */
export function UserCard() {
  const { user } = useSession();
  const rows: [string, string][] = [
    ['Agenzia', user.agency?.fullName ?? '—'],
    ['Città', user.agency?.city ?? '—'],
    ['Nazione', user.agency?.country?.name ?? '—'],
    ['E-mail', user.email],
  ];
  return (
    <Card.Root as="section" aria-labelledby="agency-user-card-title">
      <Card.Header>
        <Card.Title id="agency-user-card-title">Utente</Card.Title>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="vertical" gap="3">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
