import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing';
import { RoutedTabs } from './routed-tabs';

const tabs = [
  { label: 'Dettagli', to: '/hotel/scheda/1' },
  { label: 'Prezzi Studenti', to: '/hotel/scheda/1/prezzi/s' },
];

describe('RoutedTabs', () => {
  it('marks the tab of the current path and links every tab', async () => {
    const { user, location } = renderWithPlatform(<RoutedTabs tabs={tabs} aria-label="Scheda" />, {
      route: '/hotel/scheda/1/prezzi/s',
    });
    expect(screen.getByRole('tab', { name: 'Prezzi Studenti' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Dettagli' })).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('tab', { name: 'Dettagli' }));
    expect(location()).toBe('/hotel/scheda/1');
  });
});
