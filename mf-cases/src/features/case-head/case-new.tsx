import { configureZodLocale } from '@ham/contracts';
import { callEndpoint } from '@ham/platform';
import { Card, Form, FormFooter, Heading, Stack, useConfirmPastDate, useSave, useZodForm } from '@ham/ui';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { caseApi } from '../../shared/case-api';
import { caseRoutes } from '../../shared/case-routes';
import { CaseHeadFields } from './case-head-fields';
import { caseHeadForm, caseHeadPayload, emptyCaseHead } from './case-head-form';

// zod arrives with this lazy screen (libs/ui holds none): its Italian messages are set here.
configureZodLocale();

/**
 * 'Nuova pratica' (/pratiche/nuova): POST /docs answers the new number, then the case detail
 * opens (the shared EditPage reads an `id`, a case is known by its `number`).
 */
export function CaseNew() {
  const navigate = useNavigate();
  const form = useZodForm(caseHeadForm, { defaultValues: emptyCaseHead });
  const { save, error } = useSave<z.output<typeof caseHeadForm>, { number: number }>({
    send: (values, { api }) => callEndpoint(api, caseApi.endpoints.create, { body: caseHeadPayload(values) }),
    invalidates: [caseApi.keys.lists()],
    form: { setError: form.setError, fieldNames: { customerId: 'customer' } },
    onSaved: ({ number }) => navigate(caseRoutes.detail(number)),
  });
  const confirmPastDate = useConfirmPastDate();
  // A trip in the past may be entered (e.g. to invoice it), never silently: docs/adr/0015.
  const handleSubmit = async (values: z.output<typeof caseHeadForm>) => {
    if (await confirmPastDate(values.beginDate)) await save(values);
  };

  return (
    <Stack gap="6" maxWidth="4xl">
      <Heading as="h1" size="2xl">
        Nuova pratica
      </Heading>
      <Form form={form} onSubmit={handleSubmit} aria-label="Nuova pratica">
        <Card.Root>
          <Card.Body>
            <Stack gap="5">
              <CaseHeadFields />
            </Stack>
          </Card.Body>
        </Card.Root>
        <FormFooter error={error} onCancel={() => navigate(caseRoutes.list)} />
      </Form>
    </Stack>
  );
}
