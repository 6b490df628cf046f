import { configureZodLocale } from '@ham/contracts';
import { usePlatform } from '@ham/platform';
import {
  applySaveError,
  Card,
  Form,
  FormFooter,
  Heading,
  Stack,
  useConfirmPastDate,
  useZodForm,
} from '@ham/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { caseKeys, caseRoutes, casesPath } from '../../shared/case-routes';
import { CaseHeadFields } from './case-head-fields';
import { caseHeadForm, caseHeadPayload, emptyCaseHead } from './case-head-form';

// zod arrives with this lazy screen (libs/ui holds none): its Italian messages are set here.
configureZodLocale();

export type CaseNewProps = Record<string, never>;

/**
 * 'Nuova pratica' (/pratiche/nuova): POST /docs answers the new number, then the case detail
 * opens (the shared EditPage reads an `id`, a case is known by its `number`).
 */
export function CaseNew(_props: CaseNewProps) {
  const { api, notify } = usePlatform();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(caseHeadForm, { defaultValues: emptyCaseHead as never });
  const [saveError, setSaveError] = useState<string | null>(null);
  const confirmPastDate = useConfirmPastDate();

  const handleSubmit = async (values: z.output<typeof caseHeadForm>) => {
    setSaveError(null);
    // A trip in the past may be entered (e.g. to invoice it), never silently: docs/adr/0011.
    if (!(await confirmPastDate(values.beginDate))) return;
    try {
      const { number } = await api.post<{ number: number }>(casesPath, caseHeadPayload(values));
      await queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
      notify({ status: 'success', title: 'Salvataggio completato' });
      navigate(caseRoutes.detail(number));
    } catch (err) {
      setSaveError(applySaveError(err, form.setError, { fieldNames: { customerId: 'customer' } }));
    }
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
        <FormFooter error={saveError} onCancel={() => navigate(caseRoutes.list)} />
      </Form>
    </Stack>
  );
}
