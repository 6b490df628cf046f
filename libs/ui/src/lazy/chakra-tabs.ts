export { Tabs } from '@chakra-ui/react';
