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

describe('RoutedTabs navigation', () => {
  it('lets React Router take every click on a tab link (no click the browser would follow)', async () => {
    const { user, location } = renderWithPlatform(<RoutedTabs tabs={tabs} aria-label="Scheda" />, {
      route: '/hotel/scheda/1',
    });
    const link = screen.getByRole('tab', { name: 'Prezzi Studenti' });
    const clicks: MouseEvent[] = [];
    link.addEventListener('click', (e) => clicks.push(e));
    await user.click(link);
    expect(location()).toBe('/hotel/scheda/1/prezzi/s');
    expect(screen.getByRole('tab', { name: 'Prezzi Studenti' })).toHaveAttribute('aria-selected', 'true');
    // A click left unhandled on an <a href> is a full document load in a browser.
    await new Promise((r) => setTimeout(r, 0));
    expect(clicks.length).toBeGreaterThan(0);
    expect(clicks.filter((e) => !e.defaultPrevented)).toEqual([]);
  });
});
