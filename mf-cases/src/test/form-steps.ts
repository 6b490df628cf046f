import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** What a form step needs of renderWithPlatform's result. */
export type FormView = { user: UserEvent; location(): string };

/** Types `text` in the `name` picker and chooses `option` (named alone, or with its place: 'Gigi · Firenze'). */
export async function pick({ user }: FormView, name: RegExp, text: string, option: string) {
  await user.type(screen.getByRole('combobox', { name }), text);
  await user.click(
    await screen.findByRole('option', { name: (n) => n === option || n.startsWith(`${option} · `) }),
  );
}

/** Replaces what `field` holds with `text`. */
export async function retype({ user }: FormView, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

/** 'Conferma': back to case 12's detail, with `body` the first request `sent` holds. */
export async function confirmSends(
  { user, location }: FormView,
  sent: () => { body?: unknown }[],
  body: unknown,
) {
  await user.click(screen.getByRole('button', { name: 'Conferma' }));
  await waitFor(() => expect(location()).toBe('/pratiche/dettagli/12'));
  expect(sent()[0].body).toEqual(body);
}
