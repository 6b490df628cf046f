/** 'YYYY-MM-DD' of today + n days in Rome (the product's calendar). */
export const romeDay = (n: number) =>
  new Date(
    Date.parse(
      `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date())}T00:00:00Z`,
    ) +
      n * 86_400_000,
  )
    .toISOString()
    .slice(0, 10);

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the screens show a day. */
export const italianDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
