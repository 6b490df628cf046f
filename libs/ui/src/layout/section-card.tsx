import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type SectionCardProps = Omit<Card.RootProps, 'title'> & {
  /** The h2 heading, which also names the section. */
  title: string;
  /** Props of the card's body (e.g. its gap). */
  bodyProps?: Card.BodyProps;
  children: ReactNode;
};

/**
 * A section of a page: a card headed by an h2 `title`, which also names it (a `section`;
 * `as="aside"`, `as="div"` and a `role` change what it is, not its name).
 */
export function SectionCard({ title, bodyProps, children, ...root }: SectionCardProps) {
  return (
    <Card.Root as="section" aria-label={title} {...root}>
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body {...bodyProps}>{children}</Card.Body>
    </Card.Root>
  );
}
