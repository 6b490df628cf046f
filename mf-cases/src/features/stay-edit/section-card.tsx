import { Card, Heading } from '@ham/ui';
import type { ReactNode } from 'react';

/** A section of the stay editor: a card headed by an h2 `title`, which also names the section. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
