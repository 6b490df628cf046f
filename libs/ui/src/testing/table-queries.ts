import { within } from '@testing-library/react';

/** The texts of a table's column headings, in order. */
export const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** Asserts that `element` (e.g. a table row) shows each of `texts`. */
export function expectTexts(element: HTMLElement, texts: string[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
