// Plain constants, free of zod, so the shell and libs can import them without bundling zod.
export const itemsPerPageChoices = [10, 15, 20, 25, 30, 40, 50] as const;
export const defaultItemsPerPage = 10;
