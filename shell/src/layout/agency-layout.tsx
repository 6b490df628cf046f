import { usePlatform } from '@ham/platform';
import { Box, Button, Flex, Heading, HStack, IconButton, useColorMode } from '@ham/ui';
import { NavLink, Outlet } from 'react-router-dom';
import { visibleAgencyNav } from '../nav/agency-nav';
import { MoonIcon, SunIcon } from './icons';
import { APP_TITLE } from './staff-sidebar';

/** SPEC 'Agency layout': a top bar with the menu, the theme toggle, 'Cambia password', 'Esci'. */
export function AgencyLayout() {
  const { setUiOptions, navigateToAuth } = usePlatform();
  const mode = useColorMode();

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
              <Box
                key={entry.path}
                asChild
                px="3"
                py="1.5"
                borderRadius="md"
                color="fg"
                textDecoration="none"
                _hover={{ bg: 'bg.muted' }}
                _currentPage={{ bg: 'colorPalette.muted', color: 'colorPalette.fg', fontWeight: 'semibold' }}
              >
                <NavLink to={entry.path} end>
                  {entry.label}
                </NavLink>
              </Box>
            ))}
          </HStack>
        </nav>
        <HStack gap="1" marginStart="auto">
          <IconButton
            variant="ghost"
            aria-label="Cambia tema chiaro/scuro"
            onClick={() => setUiOptions({ theme: mode === 'dark' ? 'light' : 'dark' })}
          >
            {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
          </IconButton>
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
