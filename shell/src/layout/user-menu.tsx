import { usePlatform } from '@ham/platform';
import { ActionMenu, type ActionMenuItem, Avatar } from '@ham/ui';
import { useNavigate } from 'react-router-dom';
import { ChevronDownIcon } from './icons';

export type UserMenuProps = {
  /** Only the avatar (narrow top bar); the accessible name still carries the user's name. */
  compact?: boolean;
};

export function fullName(user: { firstName: string; lastName: string }) {
  return `${user.firstName} ${user.lastName}`.trim();
}

const menuItems: ActionMenuItem[] = [
  { value: 'preferences', label: 'Preferenze' },
  { value: 'changepassword', label: 'Cambia password' },
  { value: 'logout', label: 'Esci', separated: true },
];

/** The user menu (docs/product/screens.md#staff-menu): Preferenze, Cambia password, Esci. */
export function UserMenu({ compact = false }: UserMenuProps) {
  const { session, navigateToAuth } = usePlatform();
  const navigate = useNavigate();
  const name = fullName(session.user);

  const handleSelect = (value: string) => {
    if (value === 'preferences') navigate('/preferenze');
    else if (value === 'changepassword') navigateToAuth('changepassword');
    else if (value === 'logout') navigateToAuth('logout');
  };

  return (
    <ActionMenu
      triggerProps={{
        variant: 'ghost',
        size: 'sm',
        px: '2',
        justifyContent: 'flex-start',
        'aria-label': compact ? `Menu utente: ${name}` : undefined,
        width: compact ? undefined : 'full',
      }}
      trigger={
        <>
          <Avatar.Root size="xs">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          {!compact && (
            <>
              <span>{name}</span>
              <ChevronDownIcon size={16} />
            </>
          )}
        </>
      }
      items={menuItems}
      onSelect={handleSelect}
    />
  );
}
