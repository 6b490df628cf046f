import { useSession } from '@ham/platform';
import { Card, DetailList } from '@ham/ui';

/** The 'Utente' card: agency full name, city, country, user e-mail (docs/product/agency-portal.md#layout-and-home). */
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
        <DetailList orientation="vertical" gap="3" rows={rows} />
      </Card.Body>
    </Card.Root>
  );
}
