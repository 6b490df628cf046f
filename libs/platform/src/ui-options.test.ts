import { defaultUiOptions, parseUiOptions } from './ui-options';

describe('parseUiOptions', () => {
  it.each([
    [null, defaultUiOptions],
    ['not json', defaultUiOptions],
    ['{"theme":"dark","itemsPerPage":25}', { theme: 'dark', itemsPerPage: 25 }],
    ['{"theme":"purple","itemsPerPage":25}', { theme: 'default', itemsPerPage: 25 }],
    ['{"theme":"light","itemsPerPage":7}', { theme: 'light', itemsPerPage: 10 }],
    ['{"theme":"light","itemsPerPage":"50"}', { theme: 'light', itemsPerPage: 50 }],
  ])('%s → %j', (raw, expected) => {
    expect(parseUiOptions(raw)).toEqual(expected);
  });
});
