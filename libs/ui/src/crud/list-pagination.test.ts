import { pageWindow } from './list-pagination';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [4, 10, [1, 2, 3, 4, 5, null, 10]],
    [10, 10, [1, null, 7, 8, 9, 10]],
    [3, 5, [1, 2, 3, 4, 5]],
  ])('page %p of %p → %p', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});
