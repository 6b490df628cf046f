import { IconButton } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { useSetFieldValue } from './use-set-field-value';

export type CopyFieldButtonProps = {
  /** The field whose value is copied. */
  from: string;
  /** The field that receives it. */
  to: string;
  /** The accessible name and tooltip, e.g. 'Copia indirizzo contatto'. */
  label: string;
};

/** An icon button copying one field of the surrounding <Form> into another. */
export function CopyFieldButton({ from, to, label }: CopyFieldButtonProps) {
  const { getValues } = useFormContext();
  const setField = useSetFieldValue();
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="outline"
      onClick={() => setField(to, getValues(from) ?? '')}
    >
      <Copy aria-hidden="true" />
    </IconButton>
  );
}
