import {
  configureZodLocale,
  DEFAULT_FREEBIE_EVERY,
  type HotelOffer,
  type HotelOfferWrite,
  messages,
} from '@ham/contracts';
import { callEndpoint, usePlatform } from '@ham/platform';
import {
  EditPage,
  NotFoundPage,
  NumberField,
  routeId,
  SelectField,
  SimpleGrid,
  SwitchField,
  useFieldValue,
} from '@ham/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { hotelRoutes } from '../../shared/hotel-routes';
import { hotelQueries } from '../hotels/api';
import { offerApi } from './api';
import { accomodationName, findGuestType } from './offer-reference';

// zod's Italian messages, in the code path that validates (libs/ui holds no zod). Idempotent.
configureZodLocale();

/** The offer form (docs/product/prices-and-freebies.md#price-lists-offers): 'one person every' and the accommodation are required when freebies are on. */
export const offerForm = z
  .object({
    freebieEnabled: z.boolean(),
    every: z.number().nullish(),
    accomodationId: z.string().nullish(),
    selfQuotable: z.boolean(),
    visibleInQuotes: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.freebieEnabled) return;
    if (v.every === null || v.every === undefined || Number.isNaN(v.every))
      ctx.addIssue({ code: 'custom', path: ['every'], message: messages.required });
    else if (!Number.isInteger(v.every) || v.every < 1)
      ctx.addIssue({ code: 'custom', path: ['every'], message: 'Deve essere almeno 1' });
    if (!v.accomodationId)
      ctx.addIssue({ code: 'custom', path: ['accomodationId'], message: messages.required });
  });
export type OfferFormValues = z.output<typeof offerForm>;

export const offerToForm = (o: HotelOffer) => ({
  freebieEnabled: o.freebie !== null,
  every: o.freebie?.every ?? DEFAULT_FREEBIE_EVERY,
  accomodationId: o.freebie?.accomodationId ?? '',
  selfQuotable: o.selfQuotable,
  visibleInQuotes: o.visibleInQuotes,
});

/** PUT /hotels/:id/offers/:gtype body; `selfQuotable` only when the field is shown. */
export const offerPayload = (v: OfferFormValues, withSelfQuote: boolean): HotelOfferWrite => ({
  freebie: v.freebieEnabled ? { every: v.every as number, accomodationId: v.accomodationId as string } : null,
  visibleInQuotes: v.visibleInQuotes,
  ...(withSelfQuote ? { selfQuotable: v.selfQuotable } : {}),
});

function FreebieFields({ options }: { options: { value: string; label: string }[] }) {
  const enabled = useFieldValue<boolean>('freebieEnabled');
  return (
    <>
      <SwitchField name="freebieEnabled" label="Gratuità" />
      {enabled && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <NumberField name="every" label="Una persona ogni" required min={1} />
          <SelectField name="accomodationId" label="Sistemazione" required options={options} />
        </SimpleGrid>
      )}
    </>
  );
}

/** hotelOfferEdit (/hotel/listino/:hotelId/configura/:gtype): enables or reconfigures a price list. */
export function OfferEdit() {
  const params = useParams();
  const hotelId = routeId(params.hotelId);
  const { reference, hasPermission } = usePlatform();
  const guestType = findGuestType(reference, params.gtype);
  const head = useQuery({ ...hotelQueries.head(hotelId ?? 0), enabled: hotelId !== null });
  if (hotelId === null || !guestType) return <NotFoundPage />;
  const withSelfQuote = hasPermission('self_quote') && reference.features.selfQuoteEnabled;
  const options = [guestType.baseAccomodationId, ...guestType.extraAccomodationIds].map((id) => ({
    value: id,
    label: accomodationName(reference, id),
  }));
  return (
    <EditPage<typeof offerForm, HotelOffer, HotelOfferWrite>
      title={`Configura listino ${guestType.name}${head.data ? ` - ${head.data.name}` : ''}`}
      record={offerApi.offer(hotelId, guestType.id)}
      send={(body, { api }) =>
        callEndpoint(api, offerApi.endpoints.configure, {
          params: { id: hotelId, gtype: guestType.id },
          body,
        })
      }
      invalidates={offerApi.changed(hotelId)}
      schema={offerForm}
      // The offer is always read (one never configured answers `active: false`).
      defaultValues={{}}
      toForm={offerToForm}
      toPayload={(v) => offerPayload(v, withSelfQuote)}
      upRoute={hotelRoutes.offer(hotelId, guestType.id)}
      history={{ kind: 'hotel', id: hotelId }}
    >
      <FreebieFields options={options} />
      {withSelfQuote && <SwitchField name="selfQuotable" label="Self quotable" />}
      <SwitchField name="visibleInQuotes" label="Visibile in richieste preventivo" />
    </EditPage>
  );
}
