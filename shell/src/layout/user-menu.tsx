import { usePlatform } from '@ham/platform';
import { Avatar, Button, Menu, Portal } from '@ham/ui';
import { useNavigate } from 'react-router-dom';
import { ChevronDownIcon } from './icons';

export type UserMenuProps = {
  /** Only the avatar (narrow top bar); the accessible name still carries the user's name. */
  compact?: boolean;
};

export function fullName(user: { firstName: string; lastName: string }) {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** SPEC 'Staff menu sidebar' user menu: Preferenze, Cambia password, Esci. */
export function UserMenu({ compact = false }: UserMenuProps) {
  const { session, navigateToAuth } = usePlatform();
  const navigate = useNavigate();
  const name = fullName(session.user);

  const handleSelect = ({ value }: { value: string }) => {
    if (value === 'preferences') navigate('/preferenze');
    else if (value === 'changepassword') navigateToAuth('changepassword');
    else if (value === 'logout') navigateToAuth('logout');
  };

  return (
    <Menu.Root onSelect={handleSelect} positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          px="2"
          justifyContent="flex-start"
          aria-label={compact ? `Menu utente: ${name}` : undefined}
          width={compact ? undefined : 'full'}
        >
          <Avatar.Root size="xs">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          {!compact && (
            <>
              <span>{name}</span>
              <ChevronDownIcon size={16} />
            </>
          )}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="48">
            <Menu.Item value="preferences">Preferenze</Menu.Item>
            <Menu.Item value="changepassword">Cambia password</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout">Esci</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
