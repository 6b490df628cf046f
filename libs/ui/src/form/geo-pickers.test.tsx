import type { GeoHit } from '@ham/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { geoApi } from '../form/geo-api';
import { answer, mockApi, renderWithPlatform } from '../testing';
import { CountryPicker, countryName, PlacePicker, SEARCH_DEBOUNCE_MS } from './geo-pickers';

const hits: GeoHit[] = [
  { id: 3, name: 'Firenze', type: 'location', context: 'Toscana' },
  { id: 1, name: 'Toscana', type: 'area', context: 'Italia' },
];

function Place({ countries }: { countries?: boolean }) {
  const [value, setValue] = useState<GeoHit | null>(null);
  return (
    <>
      <PlacePicker label="Area / Località" value={value} onChange={setValue} countries={countries} />
      <p>Scelto: {value ? `${value.type} ${value.id}` : 'nessuno'}</p>
    </>
  );
}

function Country() {
  const [value, setValue] = useState<string | null>('FR');
  return (
    <>
      <CountryPicker label="Nazione" value={value} onChange={setValue} />
      <p>Valore: {value ?? 'nessuno'}</p>
    </>
  );
}

describe('PlacePicker', () => {
  it('searches 200 ms after the last keystroke, once', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi(answer(geoApi.placeSearch, { items: hits }));
      const { user } = renderWithPlatform(<Place countries={false} />, {
        advanceTimers: jest.advanceTimersByTime,
      });
      const input = screen.getByRole('combobox', { name: 'Area / Località' });
      await user.type(input, 'fir');
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
      expect(api.calls.filter((c) => c.query?.q === 'fir')).toHaveLength(0);
      act(() => jest.advanceTimersByTime(50));
      expect(await screen.findByRole('option', { name: /Firenze/ })).toBeInTheDocument();
      expect(api.calls.filter((c) => c.query?.q === 'fir')).toMatchObject([
        { method: 'GET', path: '/geo/search', query: { q: 'fir', countries: 'false' } },
      ]);
      expect(api.calls.some((c) => c.query?.q === 'f' || c.query?.q === 'fi')).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is driven by the keyboard: arrows, Enter', async () => {
    const api = mockApi(answer(geoApi.placeSearch, { items: hits }));
    const { user } = renderWithPlatform(<Place />);
    const input = screen.getByRole('combobox', { name: 'Area / Località' });
    await user.type(input, 'to');
    await waitFor(() => expect(api.calls.at(-1)?.query).toEqual({ q: 'to' }));
    await screen.findByRole('option', { name: /^Toscana/ });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByText('Scelto: area 1')).toBeInTheDocument();
    expect(input).toHaveValue('Toscana');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('CountryPicker', () => {
  it('shows the Italian name of the id and clears with the button', async () => {
    const { user } = renderWithPlatform(<Country />);
    expect(screen.getByRole('combobox', { name: 'Nazione' })).toHaveValue('Francia');
    await user.click(screen.getByRole('button', { name: 'Cancella' }));
    await waitFor(() => expect(screen.getByText('Valore: nessuno')).toBeInTheDocument());
    expect(countryName('it')).toBe('Italia');
  });
});
