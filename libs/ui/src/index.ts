export * from './chakra';
