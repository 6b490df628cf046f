import { type CaseExtras, configureZodLocale, extraLine } from '@ham/contracts';
import { callEndpoint } from '@ham/platform';
import {
  CurrencyField,
  DateField,
  EditPage,
  NotFoundPage,
  RowListField,
  routeId,
  SimpleGrid,
  TextField,
} from '@ham/ui';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { caseApi } from '../../shared/case-api';
import { caseRoutes } from '../../shared/case-routes';
import { outsidePeriodConfirm } from '../../shared/outside-period';
import { useCaseFile } from '../../shared/use-case-file';
import { extrasApi } from './api';

configureZodLocale();

/** docs/product/cases.md#what-a-case-holds: description and value required; a discount is a negative value. */
const extrasForm = z.object({ items: z.array(extraLine).max(200) });

type ExtraRow = { description: string; date: string | null; value: number | null };

const newRow = (): ExtraRow => ({ description: '', date: null, value: null });

/** 'Costi e riduzioni aggiuntivi' (/pratiche/dettagli/:docNum/extra): GET/PUT /docs/:docNum/extras. */
export function ExtrasEdit() {
  const docNum = routeId(useParams().docNum);
  const caseFile = useCaseFile(docNum).data;
  if (docNum === null) return <NotFoundPage />;
  return (
    <EditPage
      key={docNum}
      title="Costi e riduzioni aggiuntivi"
      record={extrasApi.extras(docNum)}
      send={(body, { api }) =>
        callEndpoint(api, extrasApi.endpoints.update, { params: { docNum: docNum }, body })
      }
      invalidates={[caseApi.keys.detail(docNum)]}
      confirmFirst={(values) =>
        caseFile
          ? outsidePeriodConfirm(
              values.items.map((i) => i.date),
              caseFile,
            )
          : null
      }
      schema={extrasForm}
      defaultValues={{ items: [] }}
      toForm={(r: CaseExtras) => ({ items: r.items.map((i) => ({ ...i })) })}
      upRoute={caseRoutes.detail(docNum)}
    >
      <RowListField
        name="items"
        label="Voci"
        newRow={newRow}
        emptyText="Nessuna voce: usare 'Aggiungi riga'."
        renderRow={({ prefix }) => (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" flex="1">
            <TextField name={`${prefix}.description`} label="Descrizione" required />
            <DateField name={`${prefix}.date`} label="Data" />
            <CurrencyField
              name={`${prefix}.value`}
              label="Importo"
              required
              negative
              helperText="Negativo per le riduzioni"
            />
          </SimpleGrid>
        )}
      />
    </EditPage>
  );
}
