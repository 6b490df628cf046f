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
