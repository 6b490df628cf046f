import { Box, Button, type ButtonProps, chakra, Portal, useSlotRecipe } from '@chakra-ui/react';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

export type ActionMenuItem = {
  value: string;
  label: ReactNode;
  /** Draws a separator above the item. */
  separated?: boolean;
};

export type ActionMenuProps = {
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** Props of the trigger button (variant, size, aria-label…). */
  triggerProps?: ButtonProps;
  items: ActionMenuItem[];
  onSelect(value: string): void;
  /** Minimum width of the list (a Chakra size token). */
  minWidth?: string;
};

const GAP = 4;
const MARGIN = 8;

/**
 * A menu button (WAI-ARIA APG 'Menu Button'): a button with `aria-haspopup="menu"` opening a
 * `role="menu"` list of `role="menuitem"` actions, arrow keys / Home / End to move, Enter or
 * Space to choose, Escape or Tab or a click outside to close (focus goes back to the button).
 *
 * Chakra's Menu does the same with a state machine and floating-ui (~20 KB gzip in the shared
 * facade, fetched on every screen, for the user menu alone); this one is styled with Chakra's
 * own menu recipe, so it looks the same. It has no submenus, checkable items or typeahead:
 * a screen that needs those uses `Menu` (Chakra's, loaded on demand; docs/adr/0007-start-up-bytes-of-the-shared-facades.md).
 */
export function ActionMenu({ trigger, triggerProps, items, onSelect, minWidth = '48' }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement | null>(null);
  // Chakra's Portal mounts its children after its own first render: the list element is
  // followed as state so positioning and focus run when it really exists.
  const [listNode, setListNode] = useState<HTMLDivElement | null>(null);
  const attachList = useCallback((node: HTMLDivElement | null) => {
    listRef.current = node;
    setListNode(node);
  }, []);
  const id = useId();
  const recipe = useSlotRecipe({ key: 'menu' });
  const styles = recipe({ size: 'md', variant: 'subtle' });

  const itemElements = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = itemElements();
    if (all.length === 0) return;
    all[(index + all.length) % all.length].focus();
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setPosition(null);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // Below the button, start-aligned, kept inside the window.
  useLayoutEffect(() => {
    if (!open || !listNode) return;
    const button = triggerRef.current?.getBoundingClientRect();
    if (!button) return;
    const list = listNode.getBoundingClientRect();
    const left = Math.max(MARGIN, Math.min(button.left, window.innerWidth - list.width - MARGIN));
    setPosition({ top: button.bottom + GAP, left });
    listNode.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open, listNode]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !triggerRef.current?.contains(target)) close(false);
    };
    const onViewportChange = () => close(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onViewportChange);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onViewportChange);
    };
  }, [open, close]);

  const onListKeyDown = (event: KeyboardEvent) => {
    const all = itemElements();
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(current + 1);
    else if (event.key === 'ArrowUp') focusItem(current - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(all.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const choose = (value: string) => {
    close(true);
    onSelect(value);
  };

  return (
    <>
      <Button
        ref={triggerRef}
        id={`${id}-trigger`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        {...triggerProps}
      >
        {trigger}
      </Button>
      {open && (
        <Portal>
          <Box
            position="fixed"
            zIndex="popover"
            top={position ? `${position.top}px` : 0}
            left={position ? `${position.left}px` : 0}
            visibility={position ? 'visible' : 'hidden'}
          >
            <chakra.div
              ref={attachList}
              id={`${id}-menu`}
              role="menu"
              aria-labelledby={`${id}-trigger`}
              tabIndex={-1}
              data-state="open"
              onKeyDown={onListKeyDown}
              css={styles.content}
              minWidth={minWidth}
            >
              {items.map((item) => (
                <ActionMenuEntry key={item.value} item={item} styles={styles} onChoose={choose} />
              ))}
            </chakra.div>
          </Box>
        </Portal>
      )}
    </>
  );
}

type SlotStyles = ReturnType<ReturnType<typeof useSlotRecipe>>;

function ActionMenuEntry({
  item,
  styles,
  onChoose,
}: {
  item: ActionMenuItem;
  styles: SlotStyles;
  onChoose(value: string): void;
}) {
  return (
    <>
      {item.separated && <chakra.div role="separator" css={styles.separator} />}
      <chakra.button
        type="button"
        role="menuitem"
        tabIndex={-1}
        css={styles.item}
        width="full"
        onClick={() => onChoose(item.value)}
        // Chakra's item styles highlight [data-highlighted]: follow the focus.
        onFocus={(e) => e.currentTarget.setAttribute('data-highlighted', '')}
        onBlur={(e) => e.currentTarget.removeAttribute('data-highlighted')}
        onPointerMove={(e) => e.currentTarget.focus()}
      >
        {item.label}
      </chakra.button>
    </>
  );
}
