/** Firenze (Italia), the location of the screen tests' services, in the `area` a test names. */
export const testFirenze = (id: number, area: { id: number; name: string }) => ({
  id,
  name: 'Firenze',
  area,
  country: { id: 'IT', name: 'Italia' },
});
