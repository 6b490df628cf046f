import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithPlatform } from '../testing';
import { SelectInput } from './select-input';

function Board() {
  const [value, setValue] = useState('');
  return (
    <>
      <SelectInput
        aria-label="Trattamento"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        options={[
          { value: 'bb', label: 'Pernottamento e colazione' },
          { value: 'hb', label: 'Mezza pensione' },
        ]}
        placeholder="Tutti"
      />
      <p>Scelto: {value || 'nessuno'}</p>
    </>
  );
}

describe('SelectInput', () => {
  it('offers the empty choice first, then the options, and reports the choice', async () => {
    const { user } = renderWithPlatform(<Board />);
    const select = screen.getByRole('combobox', { name: 'Trattamento' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Tutti',
      'Pernottamento e colazione',
      'Mezza pensione',
    ]);
    await user.selectOptions(select, 'hb');
    expect(screen.getByText('Scelto: hb')).toBeInTheDocument();
  });
});
