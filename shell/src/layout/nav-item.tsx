import { Box, type BoxProps } from '@ham/ui';
import { NavLink } from 'react-router-dom';

export type NavItemProps = Omit<BoxProps, 'onClick'> & {
  to: string;
  /** NavLink's `end`: highlighted only on exactly `to`. */
  end?: boolean;
  onClick?: () => void;
};

/** A menu entry of the shell's layouts: a NavLink, highlighted on its page. */
export function NavItem({ to, end, onClick, children, ...box }: NavItemProps) {
  return (
    <Box
      asChild
      px="3"
      py="1.5"
      borderRadius="md"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'bg.muted' }}
      _currentPage={{ bg: 'colorPalette.muted', color: 'colorPalette.fg', fontWeight: 'semibold' }}
      {...box}
    >
      <NavLink to={to} end={end} onClick={onClick}>
        {children}
      </NavLink>
    </Box>
  );
}
