import { configureZodLocale, messages } from '@ham/contracts';
import { caseHeadForm, emptyCaseHead } from './case-head-form';

configureZodLocale();

it("'Nuova pratica' with empty fields and the end before the start shows every message at once", () => {
  const result = caseHeadForm.safeParse({ ...emptyCaseHead, beginDate: '2027-03-15', endDate: '2027-03-10' });
  const byField = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
  expect(byField).toMatchObject({
    name: messages.required,
    customer: messages.required,
    endDate: messages.notBeforeStart,
  });
});
