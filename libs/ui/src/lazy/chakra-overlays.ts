// Loaded on demand by lazy-chakra.tsx: own chunks of the shared facade.
export { Dialog, Drawer } from '@chakra-ui/react';
