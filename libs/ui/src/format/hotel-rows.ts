/** The Italian label of each field a hotel's details show. */
const hotelLabels = {
  name: 'Nome',
  category: 'Categoria',
  position: 'Posizione',
  location: 'Località',
  area: 'Area',
  address: 'Indirizzo',
  postalCode: 'CAP',
  city: 'Città',
  country: 'Nazione',
  phone: 'Telefono',
  fax: 'Fax',
  email: 'E-mail',
  website: 'Sito web',
  contactName: 'Referente',
  contactEmail: 'E-mail referente',
  description: 'Descrizione',
} as const;

export type HotelField = keyof typeof hotelLabels;

type FieldValue = string | { name: string } | null | undefined;

/**
 * A hotel's `fields` as DetailList rows, in that order: the label and the text (a reference's
 * name, e.g. the category's); whichever view of a hotel the API answered.
 */
export function hotelRows<K extends HotelField>(
  hotel: Record<K, FieldValue>,
  fields: K[],
): [string, string | null | undefined][] {
  return fields.map((field) => {
    const value: FieldValue = hotel[field];
    return [hotelLabels[field], typeof value === 'object' && value !== null ? value.name : value];
  });
}
