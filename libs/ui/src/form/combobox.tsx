import { Box, IconButton, Input, InputGroup, Spinner } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '../core/use-debounced-value';

export type ComboboxProps<T> = {
  value: T | null;
  onChange(item: T | null): void;
  /** Fetches the options for what was typed (after `debounceMs`). */
  search(q: string, signal: AbortSignal): Promise<T[]>;
  /** react-query key prefix of the search, e.g. ['geo', 'countries']. */
  queryKey: readonly unknown[];
  itemToString(item: T): string;
  itemKey(item: T): string;
  renderItem?(item: T): ReactNode;
  /** Why an option cannot be chosen (shown greyed, with the reason), or undefined when it can. */
  itemDisabled?(item: T): string | undefined;
  /** Accessible name of the list of options (the field's label). */
  listLabel: string;
  debounceMs?: number;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A searchable single-choice input following the ARIA combobox pattern (role combobox +
 * listbox, arrows, Enter, Escape). Put it inside a LabeledField so the label is bound to it.
 * Emptying the text and leaving the field clears the value.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { value, name, disabled, placeholder = 'Cerca...', listLabel } = props;
  const box = useComboboxState(props);
  return (
    <Box position="relative" width="full">
      <InputGroup
        endElementProps={{ pointerEvents: 'auto', px: '1' }}
        endElement={
          box.searching ? (
            <Spinner size="xs" color="fg.muted" />
          ) : value !== null && !disabled ? (
            <IconButton aria-label="Cancella" size="xs" variant="ghost" onClick={box.clear}>
              <X aria-hidden="true" />
            </IconButton>
          ) : null
        }
      >
        <Input
          ref={box.setRefs}
          name={name}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={box.open}
          aria-controls={box.listId}
          aria-activedescendant={box.active >= 0 ? box.optionId(box.active) : undefined}
          placeholder={placeholder}
          disabled={disabled}
          value={box.shown}
          onChange={(e) => box.type(e.target.value)}
          onClick={box.show}
          onKeyDown={box.keyDown}
          onBlur={box.blur}
        />
      </InputGroup>
      <ComboboxOptions {...props} box={box} listLabel={listLabel} />
    </Box>
  );
}

/** What the input and its list share: the text typed, the list's state, the options found, the keys. */
function useComboboxState<T>({
  value,
  onChange,
  search,
  queryKey,
  itemToString,
  itemDisabled,
  debounceMs = 200,
  disabled,
  onBlur,
  inputRef,
}: ComboboxProps<T>) {
  const listId = useId();
  const ownRef = useRef<HTMLInputElement | null>(null);
  // null while not editing: the input then shows the selected item.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const q = useDebouncedValue((text ?? '').trim(), debounceMs);

  const { data: items = [], isFetching } = useQuery({
    queryKey: [...queryKey, q],
    queryFn: ({ signal }) => search(q, signal),
    enabled: open && !disabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const active = open && items.length > 0 ? Math.min(highlight, items.length - 1) : -1;

  const select = (item: T) => {
    if (itemDisabled?.(item)) return;
    onChange(item);
    setText(null);
    setOpen(false);
  };

  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) setOpen(true);
        else setHighlight((h) => Math.min(h + 1, items.length - 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        setHighlight((h) => Math.max(h - 1, 0));
        break;
      case 'Enter':
        if (open && active >= 0) {
          e.preventDefault();
          select(items[active]);
        }
        break;
      case 'Escape':
        if (open || text !== null) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          setText(null);
        }
        break;
    }
  };

  return {
    listId,
    optionId: (i: number) => `${listId}-option-${i}`,
    open,
    items,
    active,
    fetching: isFetching,
    searching: isFetching && open,
    shown: text ?? (value ? itemToString(value) : ''),
    select,
    keyDown,
    highlight: setHighlight,
    show: () => setOpen(true),
    type: (typed: string) => {
      setText(typed);
      setHighlight(0);
      setOpen(true);
    },
    blur: () => {
      if (text !== null && text.trim() === '' && value !== null) onChange(null);
      setText(null);
      setOpen(false);
      onBlur?.();
    },
    clear: () => {
      onChange(null);
      setText(null);
      ownRef.current?.focus();
    },
    setRefs: (el: HTMLInputElement | null) => {
      ownRef.current = el;
      if (typeof inputRef === 'function') inputRef(el);
      else if (inputRef) inputRef.current = el;
    },
  };
}

type ComboboxState<T> = ReturnType<typeof useComboboxState<T>>;

/** The list of options under the input: each greyed with its reason when it cannot be chosen. */
function ComboboxOptions<T>({
  box,
  listLabel,
  itemKey,
  itemToString,
  renderItem,
  itemDisabled,
}: Pick<ComboboxProps<T>, 'listLabel' | 'itemKey' | 'itemToString' | 'renderItem' | 'itemDisabled'> & {
  box: ComboboxState<T>;
}) {
  return (
    <Box
      as="ul"
      id={box.listId}
      role="listbox"
      aria-label={listLabel}
      hidden={!box.open}
      position="absolute"
      top="calc(100% + 4px)"
      insetInline="0"
      zIndex="dropdown"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      maxHeight="64"
      overflowY="auto"
      py="1"
      listStyleType="none"
    >
      {box.items.map((item, i) => {
        const reason = itemDisabled?.(item);
        return (
          <Box
            as="li"
            key={itemKey(item)}
            id={box.optionId(i)}
            role="option"
            aria-selected={i === box.active}
            aria-disabled={reason ? true : undefined}
            px="3"
            py="1.5"
            cursor={reason ? 'not-allowed' : 'pointer'}
            color={reason ? 'fg.subtle' : undefined}
            bg={i === box.active ? 'colorPalette.subtle' : undefined}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => box.highlight(i)}
            onClick={() => box.select(item)}
          >
            {renderItem ? renderItem(item) : itemToString(item)}
            {reason && (
              <Box as="span" display="block" fontSize="xs">
                {reason}
              </Box>
            )}
          </Box>
        );
      })}
      {box.open && box.items.length === 0 && (
        <Box as="li" role="presentation" px="3" py="1.5" color="fg.muted">
          {box.fetching ? 'Ricerca in corso...' : 'Nessun risultato'}
        </Box>
      )}
    </Box>
  );
}
