import { Button, Fieldset, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldValues, get, useFieldArray, useFormContext } from 'react-hook-form';

export type RowListFieldProps = {
  /** The array of the surrounding <Form>, e.g. 'prices'. */
  name: string;
  /** Legend of the list, e.g. 'Prezzi'. */
  label: string;
  /** The values of a new row. */
  newRow(): FieldValues;
  /** The fields of row `index`; name them `${prefix}.field`. */
  renderRow(row: { index: number; prefix: string }): ReactNode;
  addLabel?: string;
  /** Accessible name of a row's remove button. */
  removeLabel?(index: number): string;
  emptyText?: string;
};

/**
 * An editable list of rows (react-hook-form field array): the fields of each row side by
 * side, a remove button per row and 'Aggiungi riga'. Row fields show their own errors; an
 * error of the list itself shows under it.
 */
export function RowListField({
  name,
  label,
  newRow,
  renderRow,
  addLabel = 'Aggiungi riga',
  removeLabel = (index) => `Rimuovi riga ${index + 1}`,
  emptyText = 'Nessuna riga',
}: RowListFieldProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const listError =
    (get(errors, name) as { message?: string; root?: { message?: string } } | undefined) ?? {};
  const message = listError.message ?? listError.root?.message;
  return (
    <Fieldset.Root invalid={Boolean(message)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      <Stack gap="3" mt="2">
        {fields.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            {emptyText}
          </Text>
        )}
        {fields.map((field, index) => (
          <HStack key={field.id} gap="3" align="flex-start" role="group" aria-label={`Riga ${index + 1}`}>
            {renderRow({ index, prefix: `${name}.${index}` })}
            <IconButton
              aria-label={removeLabel(index)}
              variant="outline"
              colorPalette="red"
              mt="6"
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </IconButton>
          </HStack>
        ))}
        <div>
          <Button variant="outline" size="sm" onClick={() => append(newRow())}>
            <Plus aria-hidden="true" /> {addLabel}
          </Button>
        </div>
      </Stack>
      {message && <Fieldset.ErrorText>{message}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
