import {
  configureZodLocale,
  type Meal,
  type MealWriteInput,
  mealFreebies,
  type RestaurantHit,
} from '@ham/contracts';
import { useReference } from '@ham/platform';
import {
  AsyncSearchPickerField,
  CurrencyField,
  DateField,
  NumberField,
  RadioGroupField,
  SimpleGrid,
  useFieldValue,
  useSetFieldValue,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { itemApi, itemQueries } from './api';
import { type CaseItemHead, CaseItemPage } from './case-item-page';
import { type MealForm, mealEditing, type mealForm, type PickedService } from './item-forms';
import { guestTypeNamer, pickedServiceDisplay, restaurantPick } from './service-picks';

configureZodLocale();

const timeOptions = [
  { value: 'pranzo', label: 'Pranzo' },
  { value: 'cena', label: 'Cena' },
];

type MealFieldsProps = { guestTypeId: string };

/** Restaurant, date, pranzo/cena, persons, freebies = floor(persons / freeEvery) as persons change, unit price. */
function MealFields({ guestTypeId }: MealFieldsProps) {
  const reference = useReference();
  const setValue = useSetFieldValue();
  const restaurant = useFieldValue<PickedService | null>('restaurant');
  const persons = useFieldValue<number | null>('persons');
  // A meal read back knows its restaurant by name only: its freebie rule comes from the restaurant.
  const needsRule = restaurant !== null && restaurant.freeEvery === undefined;
  const detail = useQuery({ ...itemQueries.restaurant(restaurant?.id ?? 0), enabled: needsRule });
  const freeEvery = needsRule
    ? (detail.data?.freeEvery[guestTypeId] ?? null)
    : (restaurant?.freeEvery ?? null);

  const previousPersons = useRef(persons);
  useEffect(() => {
    if (previousPersons.current === persons) return;
    previousPersons.current = persons;
    setValue('freebies', mealFreebies(persons ?? 0, freeEvery));
  }, [persons, freeEvery, setValue]);

  const handleSelect = (r: PickedService | null) => {
    if (!r) return;
    if (r.price !== null && r.price !== undefined) setValue('unitPrice', r.price);
    setValue('freebies', mealFreebies(persons ?? 0, r.freeEvery));
  };

  return (
    <>
      <AsyncSearchPickerField<PickedService, RestaurantHit>
        name="restaurant"
        label="Ristorante"
        required
        search={itemApi.search.restaurants}
        params={{ gt: guestTypeId }}
        toItem={restaurantPick({ guestTypeId, guestCount: 0, nameOf: guestTypeNamer(reference.guestTypes) })}
        {...pickedServiceDisplay}
        onSelect={handleSelect}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DateField name="date" label="Data" required />
        <RadioGroupField name="time" label="Pasto" options={timeOptions} required />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <NumberField name="persons" label="Persone" min={0} required />
        <NumberField
          name="freebies"
          label="Gratuità"
          min={0}
          required
          helperText={freeEvery ? `Una gratuità ogni ${freeEvery} persone` : 'Nessuna gratuità prevista'}
        />
        <CurrencyField name="unitPrice" label="Prezzo unitario" required />
      </SimpleGrid>
    </>
  );
}

/** A new meal: the case's first day, lunch, every guest. */
const emptyMeal = (head: CaseItemHead): MealForm => ({
  restaurant: null,
  date: head.beginDate,
  time: 'pranzo',
  persons: head.guestCount,
  freebies: 0,
  unitPrice: null,
});

/** A meal of the case (/pratiche/dettagli/:docNum/pasto/nuovo, /pasto/modifica/:itemId). */
export function MealEdit() {
  return (
    <CaseItemPage<typeof mealForm, Meal, MealWriteInput>
      {...mealEditing}
      api={itemApi.meals}
      titles={['Aggiungi pasto', 'Modifica pasto']}
      empty={emptyMeal}
    >
      {(head) => <MealFields guestTypeId={head.guestTypeId} />}
    </CaseItemPage>
  );
}
