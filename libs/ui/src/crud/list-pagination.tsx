import { Field, HStack, IconButton, Text, Wrap } from '@chakra-ui/react';
import { itemsPerPageChoices } from '@ham/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SelectInput } from '../form/select-input';
import type { ListController } from './use-list-controller';

/** Page numbers to show: the first, the last and two around the current one; null is a gap. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  if (page <= 3) for (let p = 1; p <= Math.min(4, totalPages); p++) pages.add(p);
  if (page >= totalPages - 2) for (let p = Math.max(1, totalPages - 3); p <= totalPages; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && p - prev > 1) out.push(p - prev === 2 ? p - 1 : null);
    out.push(p);
  }
  return out;
}

/** What the pagination needs of a list: a ListController, or any paged query with the same state. */
export type ListPaginationProps = {
  controller: Pick<
    ListController<unknown>,
    'page' | 'itemsPerPage' | 'pageInfo' | 'setPage' | 'setItemsPerPage'
  >;
};

/** Previous / page numbers / next, and the items-per-page choice (docs/product/screens.md#lists). */
export function ListPagination({ controller }: ListPaginationProps) {
  const { page, itemsPerPage, pageInfo, setPage, setItemsPerPage } = controller;
  const totalPages = Math.max(pageInfo?.totalPages ?? 1, 1);
  return (
    <Wrap justify="space-between" align="center" gap="4">
      <HStack as="nav" aria-label="Paginazione" gap="1">
        <IconButton
          aria-label="Pagina precedente"
          variant="ghost"
          size="sm"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeft />
        </IconButton>
        {pageWindow(Math.min(page, totalPages), totalPages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <Text key={`gap-${i}`} px="1" color="fg.muted" aria-hidden="true">
              …
            </Text>
          ) : (
            <IconButton
              key={p}
              aria-label={`Pagina ${p}`}
              aria-current={p === page ? 'page' : undefined}
              variant={p === page ? 'solid' : 'ghost'}
              size="sm"
              onClick={() => setPage(p)}
            >
              {p}
            </IconButton>
          ),
        )}
        <IconButton
          aria-label="Pagina successiva"
          variant="ghost"
          size="sm"
          disabled={page >= totalPages}
          onClick={() => setPage(page + 1)}
        >
          <ChevronRight />
        </IconButton>
      </HStack>
      <Field.Root orientation="horizontal" width="auto" gap="2">
        <Field.Label whiteSpace="nowrap" fontWeight="normal">
          Elementi per pagina
        </Field.Label>
        <SelectInput
          rootProps={{ size: 'sm', width: '20' }}
          value={itemsPerPage}
          onChange={(e) => setItemsPerPage(Number(e.target.value))}
          options={itemsPerPageChoices.map((n) => ({ value: n, label: n }))}
        />
      </Field.Root>
    </Wrap>
  );
}
