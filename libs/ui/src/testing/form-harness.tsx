import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Form, type FormSchema, useZodForm, type ZodFormOptions } from '../form/form';
import { type RenderWithPlatformOptions, renderWithPlatform } from './test-platform';

type FormHarnessProps<TSchema extends FormSchema> = {
  schema: TSchema;
  options: ZodFormOptions<TSchema>;
  onSubmit(values: unknown): void;
  children: ReactNode;
};

function FormHarness<TSchema extends FormSchema>({
  schema,
  options,
  onSubmit,
  children,
}: FormHarnessProps<TSchema>) {
  const form = useZodForm(schema, options);
  return (
    <Form form={form} onSubmit={onSubmit}>
      {children}
      <button type="submit">Invia</button>
    </Form>
  );
}

/**
 * Renders `fields` in a form of `schema` (`useZodForm(schema, options)`) with an 'Invia' button,
 * for the tests of a field or a form hook. Returns what `renderWithPlatform` returns, the form's
 * `onSubmit` (a jest.fn: `onSubmit.mock.calls[0][0]` is the submitted output) and `submit()`,
 * a click on 'Invia'.
 */
export function renderInForm<TSchema extends FormSchema>(
  schema: TSchema,
  options: ZodFormOptions<TSchema>,
  fields: ReactNode,
  renderOptions?: RenderWithPlatformOptions,
) {
  const onSubmit = jest.fn();
  const rendered = renderWithPlatform(
    <FormHarness schema={schema} options={options} onSubmit={onSubmit}>
      {fields}
    </FormHarness>,
    renderOptions,
  );
  const submit = () => rendered.user.click(screen.getByRole('button', { name: 'Invia' }));
  return { ...rendered, onSubmit, submit };
}
