/** The `{ id, name }` of a left-joined row, or null when the join found none. */
export const refOf = <K extends string | number>(
  id: K | null,
  name: string | null,
): { id: K; name: string } | null => (id !== null && name !== null ? { id, name } : null);
