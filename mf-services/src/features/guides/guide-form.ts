import { type Guide, type GuideWriteInput, guideDuration, guideWrite, messages } from '@ham/contracts';
import { formTexts } from '@ham/ui';
import type { z } from 'zod';
import { locationField, optionalChoice } from '../../shared/service-form';

/** The form of a guide service: the write payload's rules, the location as a picker value. */
export const guideForm = guideWrite.omit({ locationId: true, duration: true }).extend({
  location: locationField.nullable().refine((v) => v !== null, messages.required),
  duration: optionalChoice(guideDuration),
});

type Text = string;
export type GuideForm = {
  name: Text;
  location: Guide['location'] | null;
  companyName: Text;
  companyAddress: Text;
  phone: Text;
  email: Text;
  guestTypeId: Text;
  price: number | null;
  cost: number | null;
  extraCost: number | null;
  persons: number | null;
  duration: '' | 'HD' | 'FD';
  hours: number | null;
  notes: Text;
};

export const emptyGuide: GuideForm = {
  name: '',
  location: null,
  companyName: '',
  companyAddress: '',
  phone: '',
  email: '',
  guestTypeId: '',
  price: null,
  cost: null,
  extraCost: null,
  persons: null,
  duration: '',
  hours: null,
  notes: '',
};

export const guideToForm = ({ id: _id, version: _version, ...g }: Guide): GuideForm => ({
  ...g,
  ...formTexts(g, ['companyName', 'companyAddress', 'phone', 'email', 'guestTypeId', 'duration', 'notes']),
});

/** The payload of SPEC §3 Guide service. */
export const guidePayload = ({ location, ...fields }: z.output<typeof guideForm>): GuideWriteInput => ({
  ...fields,
  locationId: (location as NonNullable<typeof location>).id,
});
