export { Checkbox, RadioGroup, Switch } from '@chakra-ui/react';
