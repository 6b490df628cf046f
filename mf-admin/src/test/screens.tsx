import type { Paged } from '@ham/contracts';
import type { Endpoint } from '@ham/platform';
import { answer, columnHeaders, mockApi, renderWithPlatform } from '@ham/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import AdminRoutes from '../routes';

/** The lists' screens are slow under a loaded CI machine. */
export const slow = { timeout: 5000 };

/** One page of a paged list holding `items`. */
export const page = <T,>(items: T[]): Paged<T> => ({
  items,
  pageInfo: { page: 1, itemsPerPage: 10, totalItems: items.length, totalPages: items.length ? 1 : 0 },
});

/** The list screen of a resource at `route`, showing `rows`, with the DELETE of record `id` answered. */
export function renderListDeleting<T>(
  resource: { api: { endpoints: { list: Endpoint<Paged<T>>; remove: Endpoint<void> } } },
  route: string,
  rows: T[],
  id: number,
) {
  const api = mockApi(
    answer(resource.api.endpoints.list, page(rows)),
    answer(resource.api.endpoints.remove, () => undefined, { id }),
  );
  return { api, ...renderWithPlatform(<AdminRoutes />, { route }) };
}

/** The column headers of the list table named `name` (once it shows). */
export async function listColumns(name: string) {
  return columnHeaders(await screen.findByRole('table', { name }, slow));
}

/** A row's 'Elimina': the confirm must say `message`; confirmed, the DELETE (`deletes()`) is sent once. */
export async function confirmDelete(
  user: UserEvent,
  row: HTMLElement,
  message: string,
  deletes: () => readonly unknown[],
) {
  await user.click(within(row).getByRole('button', { name: 'Elimina' }));
  const dialog = await screen.findByRole('alertdialog', {}, slow);
  expect(dialog).toHaveTextContent(message);
  await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
  await waitFor(() => expect(deletes()).toHaveLength(1), slow);
}

/** The last request of a list once its filters apply: the first page, 10 items, the `filters`. */
export async function expectListQuery(sent: () => { query?: unknown } | undefined, filters: object) {
  await waitFor(() => expect(sent()?.query).toEqual({ p: '1', ipp: '10', ...filters }), slow);
}

/** 'Conferma' on an edit screen, then back at `route` (the list) once saved. */
export async function confirmSave(user: UserEvent, location: () => string, route: string) {
  await user.click(screen.getByRole('button', { name: 'Conferma' }));
  await waitFor(() => expect(location()).toBe(route), slow);
}
