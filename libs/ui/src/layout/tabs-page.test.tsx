import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing';
import { TabsPage } from './tabs-page';

const tabs = [
  { value: 'a', label: 'Primo', content: <p>Contenuto primo</p> },
  { value: 'b', label: 'Secondo', content: <p>Contenuto secondo</p> },
];

describe('TabsPage', () => {
  it('shows the first tab, switches tabs and keeps the open one in the URL', async () => {
    const { user, location } = renderWithPlatform(<TabsPage title="Pagina" tabs={tabs} />);
    expect(screen.getByRole('heading', { name: 'Pagina', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Contenuto primo')).toBeInTheDocument();
    expect(screen.queryByText('Contenuto secondo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Secondo' }));
    expect(await screen.findByText('Contenuto secondo')).toBeVisible();
    expect(location()).toBe('/?tab=b');
  });

  it('opens the tab of the URL', () => {
    renderWithPlatform(<TabsPage title="Pagina" tabs={tabs} />, { route: '/?tab=b' });
    expect(screen.getByRole('tab', { name: 'Secondo' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Contenuto secondo')).toBeInTheDocument();
  });
});
