import { Badge, Button, CloseButton, Input, Portal, Stack, Wrap, WrapItem } from '@chakra-ui/react';
import { Filter, FilterX } from 'lucide-react';
import type { ReactNode } from 'react';
import { DateInput } from '../form/date-input';
import { CountryPicker } from '../form/geo-pickers';
import { LabeledField } from '../form/labeled-field';
import { SelectInput } from '../form/select-input';
import { Drawer } from '../lazy/lazy-chakra';
import type { ListController } from './use-list-controller';

export type FilterOption = { value: string; label: string };

/** One filter of a list, kept in the URL under `name`. */
export type ListFilterConfig =
  | { type: 'text'; name: string; label: string; placeholder?: string }
  | { type: 'select'; name: string; label: string; options: FilterOption[]; allLabel?: string }
  | { type: 'country'; name: string; label: string }
  /** A day, 'YYYY-MM-DD' in the URL. */
  | { type: 'date'; name: string; label: string }
  | {
      type: 'custom';
      name: string;
      label: string;
      render(props: { value: string; onChange(value: string): void; label: string }): ReactNode;
    };

export type FilterControlProps = { filter: ListFilterConfig; controller: ListController<unknown> };

export function FilterControl({ filter, controller }: FilterControlProps) {
  const value = controller.filters[filter.name] ?? '';
  const handleChange = (next: string) => controller.setFilter(filter.name, next);
  switch (filter.type) {
    case 'text':
      return (
        <LabeledField label={filter.label}>
          <Input
            type="search"
            value={value}
            placeholder={filter.placeholder}
            onChange={(e) => controller.setFilter(filter.name, e.target.value, { debounce: true })}
          />
        </LabeledField>
      );
    case 'select':
      return (
        <LabeledField label={filter.label}>
          <SelectInput
            value={value}
            onChange={(e) => handleChange(e.target.value)}
            options={filter.options}
            placeholder={filter.allLabel ?? 'Tutti'}
          />
        </LabeledField>
      );
    case 'country':
      return (
        <CountryPicker label={filter.label} value={value || null} onChange={(id) => handleChange(id ?? '')} />
      );
    case 'date':
      return (
        <LabeledField label={filter.label}>
          <DateInput value={value || null} onChange={(v) => handleChange(v ?? '')} />
        </LabeledField>
      );
    case 'custom':
      return filter.render({ value, onChange: handleChange, label: filter.label });
  }
}

export type ListFilterBarProps = { filters: ListFilterConfig[]; controller: ListController<unknown> };

/** Filters above the table. */
export function ListFilterBar({ filters, controller }: ListFilterBarProps) {
  return (
    <Wrap gap="4" align="flex-end" role="search" aria-label="Filtri">
      {filters.map((f) => (
        <WrapItem key={f.name} width={{ base: 'full', md: '64' }}>
          <FilterControl filter={f} controller={controller} />
        </WrapItem>
      ))}
    </Wrap>
  );
}

export type ListFilterDrawerProps = ListFilterBarProps & { title?: string };

/** 'Filtra' opens the filters in a right sidebar 384 px wide (docs/product/screens.md#lists), with 'Rimuovi filtri'. */
export function ListFilterDrawer({ filters, controller, title = 'Filtri' }: ListFilterDrawerProps) {
  return (
    <Drawer.Root placement="end">
      <Drawer.Trigger asChild>
        <Button variant="outline">
          <Filter aria-hidden="true" /> Filtra
          {controller.activeFilterCount > 0 && (
            <Badge variant="solid" aria-label={`${controller.activeFilterCount} filtri attivi`}>
              {controller.activeFilterCount}
            </Badge>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth="384px" width="full">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5" role="search" aria-label="Filtri">
                {filters.map((f) => (
                  <FilterControl key={f.name} filter={f} controller={controller} />
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer justifyContent="flex-start">
              <Button
                variant="outline"
                onClick={controller.clearFilters}
                disabled={controller.activeFilterCount === 0}
              >
                <FilterX aria-hidden="true" /> Rimuovi filtri
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Chiudi" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
