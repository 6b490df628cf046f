import { Button, type ButtonProps, HStack } from '@chakra-ui/react';
import { useFormState } from 'react-hook-form';
import { ErrorAlert } from '../feedback/error-alert';

export type FormFooterProps = {
  /** The form-level message of a refused save (see `applySaveError`); none hides the alert. */
  error?: string | null;
  /** What 'Annulla' does (e.g. go back to the list); none: no 'Annulla' button. */
  onCancel?(): void;
};

export type FormActionsProps = FormFooterProps & {
  /** 'Conferma' is busy (the save runs). */
  busy?: boolean;
  /** In a Stack that spaces its children: no margins of its own. */
  inStack?: boolean;
};

/**
 * The end of any edit form: the message of a refused save above the buttons, 'Conferma'
 * (submits) and 'Annulla'. Inside <Form>, FormFooter.
 */
export function FormActions({ error, onCancel, busy, inStack }: FormActionsProps) {
  return (
    <>
      {error && <ErrorAlert mt={inStack ? undefined : '4'}>{error}</ErrorAlert>}
      <HStack mt={inStack ? undefined : '6'} gap="3">
        <Button type="submit" loading={busy}>
          Conferma
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Annulla
          </Button>
        )}
      </HStack>
    </>
  );
}

/**
 * The end of an edit form inside <Form>: the message of a refused save above the buttons,
 * 'Conferma' (submits; busy while the save runs) and 'Annulla'.
 */
export function FormFooter(props: FormFooterProps) {
  const { isSubmitting } = useFormState();
  return <FormActions {...props} busy={isSubmitting} />;
}

export type DialogFormActionsProps = {
  /** The refused save's message (not announced again: the dialog's form has the focus). */
  error?: string | null;
  onCancel(): void;
  busy?: boolean;
  /** The action: 'Registra', 'Crea pratica', 'Rifiuta offerta'… */
  submitLabel: string;
  /** Its colour, for an action that destroys or refuses ('red'). */
  colorPalette?: ButtonProps['colorPalette'];
};

/** The end of a form in a dialog: the refused save's message, then 'Annulla' and the action, on the right. */
export function DialogFormActions({
  error,
  onCancel,
  busy,
  submitLabel,
  colorPalette,
}: DialogFormActionsProps) {
  return (
    <>
      {error && <ErrorAlert announce={false}>{error}</ErrorAlert>}
      <HStack justify="flex-end">
        <Button variant="outline" onClick={onCancel}>
          Annulla
        </Button>
        <Button type="submit" colorPalette={colorPalette} loading={busy}>
          {submitLabel}
        </Button>
      </HStack>
    </>
  );
}
