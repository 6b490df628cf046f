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
  // Non-ASCII: encoded for the Location header, never a 500, never another host.
  ['/\u3002evil.example', '/%E3%80%82evil.example'],
  ['/città?q=perù#sù', '/citt%C3%A0?q=per%C3%B9#s%C3%B9'],
  ['https://ham.example.it/città', 'https://ham.example.it/citt%C3%A0'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
])('return_to %p → %p', (value, expected) => {
  expect(safeReturnTo(value, PUBLIC)).toBe(expected);
});
