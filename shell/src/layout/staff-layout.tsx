import { Box, CloseButton, Drawer, Flex, Heading, IconButton, Portal } from '@ham/ui';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { MenuIcon } from './icons';
import { APP_TITLE, StaffSidebar } from './staff-sidebar';
import { useWideScreen } from './use-wide-screen';
import { UserMenu } from './user-menu';

const SIDEBAR_WIDTH = '260px';

/** docs/product/screens.md#staff-menu: a left sidebar, or a drawer opened from a top bar below 1280 px. */
export function StaffLayout() {
  const wide = useWideScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);

  if (wide) {
    return (
      <Flex minHeight="100dvh">
        <Box
          as="aside"
          width={SIDEBAR_WIDTH}
          flexShrink={0}
          borderEndWidth="1px"
          bg="bg.subtle"
          position="sticky"
          top="0"
          height="100dvh"
          overflowY="auto"
        >
          <StaffSidebar />
        </Box>
        <Box as="main" flex="1" minWidth="0" p="6">
          <Outlet />
        </Box>
      </Flex>
    );
  }

  return (
    <Box minHeight="100dvh">
      <Flex as="header" align="center" gap="2" px="3" py="2" borderBottomWidth="1px" bg="bg.subtle">
        <IconButton variant="ghost" aria-label="Apri il menu" onClick={() => setDrawerOpen(true)}>
          <MenuIcon />
        </IconButton>
        <Heading as="p" size="md" flex="1" truncate>
          {APP_TITLE}
        </Heading>
        <UserMenu compact />
      </Flex>
      {/* Drawer is loaded on demand by @ham/ui: its own boundary keeps the page on screen. */}
      <Suspense fallback={null}>
        <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxWidth="320px">
                <Drawer.Header>
                  <Drawer.Title>{APP_TITLE}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body px="0" pt="0">
                  <StaffSidebar hideTitle onNavigate={() => setDrawerOpen(false)} />
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Chiudi il menu" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      </Suspense>
      <Box as="main" p={{ base: '3', md: '6' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
