import type { Menu as ChakraMenu } from '@chakra-ui/react';
import { type ComponentType, use } from 'react';

type MenuNamespace = typeof ChakraMenu;

let loaded: MenuNamespace | undefined;
let loading: Promise<MenuNamespace> | undefined;

/** Starts loading Chakra's Menu (e.g. on hover of what opens a screen that shows one). */
export function preloadMenu(): Promise<MenuNamespace> {
  loading ??= import('./chakra-menu').then((m) => {
    loaded = m.Menu;
    return m.Menu;
  });
  return loading;
}

function lazyPart<K extends keyof MenuNamespace>(name: K): MenuNamespace[K] {
  function MenuPart(props: object) {
    // Suspends (nearest <Suspense>) only until the chunk has arrived, once per page.
    const menu = loaded ?? use(preloadMenu());
    const Real = menu[name] as unknown as ComponentType<object>;
    return <Real {...props} />;
  }
  MenuPart.displayName = `Menu.${String(name)}`;
  return MenuPart as unknown as MenuNamespace[K];
}

/**
 * Chakra's Menu, same API, loaded on first render. Its state machine and floating-ui cost
 * ~20 KB gzip, and the shared facade is fetched on every screen: the few screens with a menu
 * pay for it, when they show one. For a plain list of actions behind a button prefer
 * `ActionMenu` (no extra chunk). docs/adr/0003-chakra-theme-subset.md.
 */
export const Menu: MenuNamespace = {
  Arrow: lazyPart('Arrow'),
  ArrowTip: lazyPart('ArrowTip'),
  CheckboxItem: lazyPart('CheckboxItem'),
  Content: lazyPart('Content'),
  Context: lazyPart('Context'),
  ContextTrigger: lazyPart('ContextTrigger'),
  Indicator: lazyPart('Indicator'),
  Item: lazyPart('Item'),
  ItemCommand: lazyPart('ItemCommand'),
  ItemContext: lazyPart('ItemContext'),
  ItemGroup: lazyPart('ItemGroup'),
  ItemGroupLabel: lazyPart('ItemGroupLabel'),
  ItemIndicator: lazyPart('ItemIndicator'),
  ItemText: lazyPart('ItemText'),
  Positioner: lazyPart('Positioner'),
  RadioItem: lazyPart('RadioItem'),
  RadioItemGroup: lazyPart('RadioItemGroup'),
  Root: lazyPart('Root'),
  RootPropsProvider: lazyPart('RootPropsProvider'),
  RootProvider: lazyPart('RootProvider'),
  Separator: lazyPart('Separator'),
  Trigger: lazyPart('Trigger'),
  TriggerItem: lazyPart('TriggerItem'),
};
