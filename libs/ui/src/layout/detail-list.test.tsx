import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing';
import { DetailList } from './detail-list';
import { SectionCard } from './section-card';

describe('DetailList', () => {
  it("shows each label with its value, '—' for an empty one, inside a named section", () => {
    renderWithPlatform(
      <SectionCard title="Cliente">
        <DetailList
          rows={[
            ['Ragione sociale', 'Rossi Viaggi'],
            ['Partita IVA', null],
            ['Note', ''],
          ]}
        />
      </SectionCard>,
    );
    const section = screen.getByRole('region', { name: 'Cliente' });
    expect(section).toContainElement(screen.getByRole('heading', { level: 2, name: 'Cliente' }));
    expect(section).toHaveTextContent('Ragione socialeRossi Viaggi');
    expect(section).toHaveTextContent('Partita IVA—');
    expect(section).toHaveTextContent('Note—');
  });
});
