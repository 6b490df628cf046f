import { safeReturnTo } from './return-to';

const PUBLIC = 'https://ham.example.it';

test.each([
  ['/aree', '/aree'],
  ['/pratiche?p=2#x', '/pratiche?p=2#x'],
  ['https://ham.example.it/aree', 'https://ham.example.it/aree'],
  ['https://ham.example.it', 'https://ham.example.it/'],
  [undefined, '/'],
  ['', '/'],
  [['/a', '/b'], '/'],
  ['https://evil.example/x', '/'],
  ['http://ham.example.it/aree', '/'],
  ['https://ham.example.it:8443/', '/'],
  ['https://ham.example.it.evil.example/', '/'],
  ['//evil.example', '/'],
  ['/\\evil.example', '/'],
  ['\\\\evil.example', '/'],
  ['javascript:alert(1)', '/'],
  ['/aree\nLocation: x', '/'],
  ['aree', '/'],
])('return_to %p → %p', (value, expected) => {
  expect(safeReturnTo(value, PUBLIC)).toBe(expected);
});
