import { usePlatform } from '@ham/platform';
import { Heading, Stack, Text } from '@ham/ui';
import { useMemo } from 'react';
import { navEntryIsExact, staffNav, visibleStaffNav } from '../nav/staff-nav';
import { NavItem } from './nav-item';
import { NavUnread } from './nav-unread';
import { UserMenu } from './user-menu';

export const APP_TITLE = 'Hotel Allotment Manager';

export type StaffSidebarProps = {
  /** Called after an entry is chosen (closes the drawer on narrow screens). */
  onNavigate?: () => void;
  /** The title is shown by the drawer header instead. */
  hideTitle?: boolean;
};

/** Title, the signed-in user (with the user menu) and the menu sections the user may see. */
export function StaffSidebar({ onNavigate, hideTitle = false }: StaffSidebarProps) {
  const { hasPermission } = usePlatform();
  const sections = useMemo(() => visibleStaffNav(staffNav, hasPermission), [hasPermission]);

  return (
    <Stack gap="6" p="4">
      {!hideTitle && (
        <Heading as="p" size="md" px="2">
          {APP_TITLE}
        </Heading>
      )}
      <UserMenu />
      <nav aria-label="Menu principale">
        <Stack gap="5">
          {sections.map((section) => (
            <Stack
              key={section.id}
              gap="1"
              role="group"
              aria-labelledby={section.label ? `nav-${section.id}` : undefined}
            >
              {section.label && (
                <Text
                  id={`nav-${section.id}`}
                  px="3"
                  fontSize="xs"
                  fontWeight="semibold"
                  textTransform="uppercase"
                  letterSpacing="wider"
                  color="fg.muted"
                >
                  {section.label}
                </Text>
              )}
              {section.entries.map((entry) => (
                <NavItem
                  key={entry.path}
                  to={entry.path}
                  end={navEntryIsExact(entry)}
                  onClick={onNavigate}
                  display="flex"
                  alignItems="center"
                  justifyContent="space-between"
                  gap="2"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
                >
                  {entry.label}
                  {entry.unread && <NavUnread side={entry.unread} />}
                </NavItem>
              ))}
            </Stack>
          ))}
        </Stack>
      </nav>
    </Stack>
  );
}
