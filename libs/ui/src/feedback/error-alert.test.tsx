import { screen } from '@testing-library/react';
import { renderWithPlatform } from '../testing';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it('shows the message, announced unless told not to', () => {
    renderWithPlatform(
      <>
        <ErrorAlert>Salvataggio non riuscito</ErrorAlert>
        <ErrorAlert announce={false}>Fattura non disponibile</ErrorAlert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Salvataggio non riuscito');
    expect(screen.getByText('Fattura non disponibile')).toBeInTheDocument();
  });
});
