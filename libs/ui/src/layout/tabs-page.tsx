import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../lazy/lazy-chakra';

export type TabsPageTab = { value: string; label: string; content: ReactNode };

export type TabsPageProps = {
  /** The page heading, e.g. 'Configurazione generale'. */
  title: string;
  tabs: TabsPageTab[];
  /** The URL parameter keeping the open tab (so a reload reopens it). */
  param?: string;
};

/** A page of tabs, each mounted when first opened; the open tab is kept in the URL. */
export function TabsPage({ title, tabs, param = 'tab' }: TabsPageProps) {
  const [params, setParams] = useSearchParams();
  const current = tabs.find((t) => t.value === params.get(param))?.value ?? tabs[0]?.value;
  return (
    <Stack gap="6" maxWidth="4xl">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Tabs.Root
        value={current}
        lazyMount
        onValueChange={(e) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set(param, e.value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value} pt="6">
            {t.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}
