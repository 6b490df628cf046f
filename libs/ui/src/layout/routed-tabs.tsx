import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Tabs } from '../lazy/lazy-chakra';

export type RoutedTab = { label: string; to: string };

export type RoutedTabsProps = {
  tabs: RoutedTab[];
  'aria-label'?: string;
};

/**
 * Tabs whose triggers are links: the active tab is the one whose path the URL is in (the
 * longest match wins, so '/x' and '/x/y' can both be tabs). The tab content is the
 * nested route's <Outlet/>, rendered by the caller below the tabs.
 *
 * The links navigate (React Router, no document load); the tabs only follow the URL. Ark's
 * tabs would otherwise "navigate" on every value change by dispatching a click on the anchor
 * that does not bubble, so React Router never sees it and the browser loads the whole
 * document again: `navigate` is a no-op here, and arrow keys only move the focus
 * (`activationMode="manual"`; Enter follows the focused link).
 */
const followedByTheLink = () => {};

export function RoutedTabs({ tabs, ...rest }: RoutedTabsProps) {
  const { pathname } = useLocation();
  const active = tabs
    .filter((t) => pathname === t.to || pathname.startsWith(`${t.to.replace(/\/$/, '')}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return (
    <Tabs.Root
      value={active?.to ?? null}
      variant="line"
      activationMode="manual"
      navigate={followedByTheLink}
      {...rest}
    >
      <Tabs.List aria-label={rest['aria-label']}>
        {tabs.map((t) => (
          <Tabs.Trigger key={t.to} value={t.to} asChild>
            <RouterLink to={t.to}>{t.label}</RouterLink>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
