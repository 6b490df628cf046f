import { Alert, Button, HStack } from '@chakra-ui/react';
import { useFormState } from 'react-hook-form';

export type FormFooterProps = {
  /** The form-level message of a refused save (see `applySaveError`); none hides the alert. */
  error?: string | null;
  /** What 'Annulla' does (e.g. go back to the list); none: no 'Annulla' button. */
  onCancel?(): void;
};

/**
 * The end of an edit form inside <Form>: the message of a refused save above the buttons,
 * 'Conferma' (submits; busy while the save runs) and 'Annulla'.
 */
export function FormFooter({ error, onCancel }: FormFooterProps) {
  const { isSubmitting } = useFormState();
  return (
    <>
      {error && (
        <Alert.Root status="error" mt="4" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <HStack mt="6" gap="3">
        <Button type="submit" loading={isSubmitting}>
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
