import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '../theme/ui-provider';
import { CurrencyInput } from './currency-input';
import { LabeledField } from './labeled-field';

function Harness({ initial }: { initial: number | null }) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <UiProvider theme="light">
      <LabeledField label="Sovrapprezzo">
        <CurrencyInput value={cents} onChange={setCents} />
      </LabeledField>
      <p>Centesimi: {String(cents)}</p>
    </UiProvider>
  );
}

describe('CurrencyInput', () => {
  it('shows cents as Italian euro with € outside the input', () => {
    render(<Harness initial={123450} />);
    expect(screen.getByLabelText('Sovrapprezzo')).toHaveValue('1.234,50');
    expect(screen.getByText('€')).toBeInTheDocument();
  });

  it.each([
    ['1.234,56', '123456', '1.234,56'],
    ['1234,5', '123450', '1.234,50'],
    ['12,5', '1250', '12,50'],
    ['', 'null', ''],
    ['€ 12,5', '1250', '12,50'],
    ['abc12,5x', 'NaN', 'abc12,5x'],
    ['6O,5a', 'NaN', '6O,5a'],
    ['-3', 'NaN', '-3'],
    ['1.2.3', 'NaN', '1.2.3'],
  ])('typing %p gives %p cents and %p after leaving the field', async (typed, cents, shown) => {
    const user = userEvent.setup();
    render(<Harness initial={null} />);
    const input = screen.getByLabelText('Sovrapprezzo');
    if (typed) await user.type(input, typed);
    await user.tab();
    expect(screen.getByText(`Centesimi: ${cents}`)).toBeInTheDocument();
    expect(input).toHaveValue(shown);
  });
});
