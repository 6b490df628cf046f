// Loaded on demand by lazy-menu.tsx: its own chunk of the shared facade.
export { Menu } from '@chakra-ui/react';
