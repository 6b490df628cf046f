import { usePlatform } from '@ham/platform';
import {
  CurrencyField,
  NumberField,
  SectionCard,
  SimpleGrid,
  Stack,
  SwitchField,
  TextField,
  useFieldValue,
} from '@ham/ui';
import { ServicePlaceFields } from '../../shared/service-fields';

type MenuCardProps = { guestTypeId: string; guestTypeName: string };

/** 'Menù {guest type}': available toggle, price and cost, freebie toggle and 'one free every'. */
function MenuCard({ guestTypeId, guestTypeName }: MenuCardProps) {
  const name = (field: string) => `menus.${guestTypeId}.${field}`;
  const available = useFieldValue<boolean>(name('available'));
  const freebie = useFieldValue<boolean>(name('freebie'));
  const title = `Menù ${guestTypeName}`;
  return (
    <SectionCard title={title} as="div" variant="outline" role="group">
      <Stack gap="4">
        <SwitchField name={name('available')} label="Disponibile" />
        {available && (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <CurrencyField name={name('price')} label="Prezzo" required />
              <CurrencyField name={name('cost')} label="Costo" />
            </SimpleGrid>
            <SwitchField name={name('freebie')} label="Gratuità" />
            {freebie && <NumberField name={name('freeEvery')} label="Una gratuità ogni" min={1} required />}
          </>
        )}
      </Stack>
    </SectionCard>
  );
}

/** The fields of a restaurant, shared by 'Aggiungi ristorante' and 'Modifica ristorante'. */
export function RestaurantFields() {
  const { reference } = usePlatform();
  return (
    <>
      <ServicePlaceFields>
        <TextField name="phone" label="Telefono" type="tel" />
        <TextField name="fax" label="Fax" type="tel" />
        <TextField name="email" label="E-mail" type="email" />
        <TextField name="website" label="Sito Web" type="url" />
      </ServicePlaceFields>
      {reference.guestTypes.map((gt) => (
        <MenuCard key={gt.id} guestTypeId={gt.id} guestTypeName={gt.name} />
      ))}
    </>
  );
}
