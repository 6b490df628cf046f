import type {
  Checkbox as ChakraCheckbox,
  Dialog as ChakraDialog,
  Drawer as ChakraDrawer,
  Menu as ChakraMenu,
  RadioGroup as ChakraRadioGroup,
  Switch as ChakraSwitch,
  Tabs as ChakraTabs,
} from '@chakra-ui/react';
import { type ComponentType, Suspense, use } from 'react';
import type { DateParts } from './chakra-date-picker';

/**
 * Chakra components with a state machine of their own (Menu with floating-ui, Dialog/Drawer
 * with focus trap and scroll lock, Tabs, Checkbox/RadioGroup/Switch) are re-exported by the shared facade with the same
 * API but loaded on their first render: the facade is fetched on every screen and these cost
 * ~25 KB gzip together. Until its chunk has arrived (once per page) a part draws nothing, inside a
 * Suspense boundary of its own: a checkbox or menu that appears on a screen already shown (its
 * data came later) never sends the whole screen back to the route's fallback. `preloadChakra('menu')`
 * starts a chunk earlier.
 * docs/adr/0007-start-up-bytes-of-the-shared-facades.md.
 */
const loaders = {
  menu: () => import('./chakra-menu'),
  overlays: () => import('./chakra-overlays'),
  tabs: () => import('./chakra-tabs'),
  choices: () => import('./chakra-choices'),
  datePicker: () => import('./chakra-date-picker'),
};
type Group = keyof typeof loaders;

const loaded: Partial<Record<Group, Record<string, unknown>>> = {};
const loading: Partial<Record<Group, Promise<Record<string, unknown>>>> = {};

export function preloadChakra(group: Group): Promise<unknown> {
  loading[group] ??= loaders[group]().then((m) => {
    loaded[group] = m as Record<string, unknown>;
    return loaded[group] as Record<string, unknown>;
  });
  return loading[group];
}

function lazyNamespace<T extends object>(group: Group, exportName: string): T {
  const parts = new Map<string, ComponentType<object>>();
  return new Proxy({} as T, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      let part = parts.get(key);
      if (!part) {
        // One stable component per part, created once (cached in `parts`), not per render.
        // biome-ignore lint/correctness/noComponentHookFactories: a factory by design, see above
        const Loaded = (props: object) => {
          const mod = loaded[group] ?? use(preloadChakra(group) as Promise<Record<string, unknown>>);
          const Real = (mod[exportName] as Record<string, ComponentType<object>>)[key];
          return <Real {...props} />;
        };
        // Always inside a boundary of its own (the same tree before and after the chunk arrives,
        // so nothing remounts), so that a part first drawn on a screen already shown leaves the
        // rest of the screen in place.
        // biome-ignore lint/correctness/noComponentHookFactories: one stable component per part, made once
        const LazyPart = (props: object) => (
          <Suspense fallback={null}>
            <Loaded {...props} />
          </Suspense>
        );
        LazyPart.displayName = `${exportName}.${key}`;
        part = LazyPart;
        parts.set(key, part);
      }
      return part;
    },
  });
}

export const Menu = lazyNamespace<typeof ChakraMenu>('menu', 'Menu');
export const Dialog = lazyNamespace<typeof ChakraDialog>('overlays', 'Dialog');
export const Drawer = lazyNamespace<typeof ChakraDrawer>('overlays', 'Drawer');
export const Tabs = lazyNamespace<typeof ChakraTabs>('tabs', 'Tabs');
export const Checkbox = lazyNamespace<typeof ChakraCheckbox>('choices', 'Checkbox');
export const RadioGroup = lazyNamespace<typeof ChakraRadioGroup>('choices', 'RadioGroup');
export const Switch = lazyNamespace<typeof ChakraSwitch>('choices', 'Switch');
/** The date field's implementation (Chakra's DatePicker with the product's Italian text rules). */
export const DatePicker = lazyNamespace<typeof DateParts>('datePicker', 'DateParts');
