import { Button, Card, HStack, Stack } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { Form, type FormProps } from './form';

export type FilterFormCardProps<TIn extends FieldValues, TOut extends FieldValues> = FormProps<TIn, TOut> & {
  /** The button that runs the search or the report ('Cerca', 'Mostra'). */
  submitLabel: string;
  /** The button is busy (what it asked for is loading). */
  busy: boolean;
};

/**
 * The filters of a search or a report, in a card: the fields (`children`, usually a grid of them),
 * then the button that runs it. Its values are the form's, checked by its schema.
 */
export function FilterFormCard<TIn extends FieldValues, TOut extends FieldValues>({
  submitLabel,
  busy,
  children,
  ...form
}: FilterFormCardProps<TIn, TOut>) {
  return (
    <Card.Root>
      <Card.Body>
        <Form {...form}>
          <Stack gap="4">
            {children}
            <HStack>
              <Button type="submit" loading={busy}>
                {submitLabel}
              </Button>
            </HStack>
          </Stack>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}
