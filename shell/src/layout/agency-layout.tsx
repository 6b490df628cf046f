import { usePlatform } from '@ham/platform';
import { Box, Button, Flex, Heading, HStack } from '@ham/ui';
import { Outlet } from 'react-router-dom';
import { visibleAgencyNav } from '../nav/agency-nav';
import { NavItem } from './nav-item';
import { NavUnread } from './nav-unread';
import { APP_TITLE } from './staff-sidebar';
import { ThemeToggle } from './theme-toggle';

/** docs/product/agency-portal.md#layout-and-home: a top bar with the menu, the theme toggle, 'Cambia password', 'Esci'. */
export function AgencyLayout() {
  const { navigateToAuth } = usePlatform();

  return (
    <Box minHeight="100dvh">
      <Flex
        as="header"
        align="center"
        wrap="wrap"
        gap={{ base: '2', md: '6' }}
        px={{ base: '3', md: '6' }}
        py="2"
        borderBottomWidth="1px"
        bg="bg.subtle"
      >
        <Heading as="p" size="md">
          {APP_TITLE}
        </Heading>
        <nav aria-label="Menu principale">
          <HStack gap="1">
            {visibleAgencyNav().map((entry) => (
              <NavItem key={entry.path} to={entry.path} end>
                {entry.label}
                {entry.unread && (
                  <>
                    {' '}
                    <NavUnread side={entry.unread} />
                  </>
                )}
              </NavItem>
            ))}
          </HStack>
        </nav>
        <HStack gap="1" marginStart="auto">
          <ThemeToggle />
          <Button variant="ghost" size="sm" onClick={() => navigateToAuth('changepassword')}>
            Cambia password
          </Button>
          <Button variant="outline" size="sm" onClick={() => navigateToAuth('logout')}>
            Esci
          </Button>
        </HStack>
      </Flex>
      <Box as="main" p={{ base: '3', md: '6' }} maxWidth="7xl" mx="auto">
        <Outlet />
      </Box>
    </Box>
  );
}
