import { Heading, HStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's title (the page's one h1) with its actions, such as <ExportLinks>, on the right. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {children && <HStack gap="4">{children}</HStack>}
    </HStack>
  );
}

/** The export formats every list and report offers (docs/product/formats-and-errors.md). */
export type ExportFormat = 'xlsx' | 'csv';

/** 'Esporta Excel' and 'Esporta CSV': the same data as the screen, from `href(format)`. */
export function ExportLinks({ href }: { href: (format: ExportFormat) => string }) {
  return (
    <>
      <Link href={href('xlsx')}>Esporta Excel</Link>
      <Link href={href('csv')}>Esporta CSV</Link>
    </>
  );
}
