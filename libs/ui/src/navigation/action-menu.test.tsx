import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../theme/ui-provider';
import { ActionMenu } from './action-menu';

function setup() {
  const onSelect = jest.fn();
  const user = userEvent.setup();
  render(
    <UiProvider theme="light">
      <ActionMenu
        trigger="Mario Rossi"
        items={[
          { value: 'preferences', label: 'Preferenze' },
          { value: 'changepassword', label: 'Cambia password' },
          { value: 'logout', label: 'Esci', separated: true },
        ]}
        onSelect={onSelect}
      />
    </UiProvider>,
  );
  return { user, onSelect, button: screen.getByRole('button', { name: 'Mario Rossi' }) };
}

describe('ActionMenu', () => {
  it('is a menu button: opens a menu of menuitems and chooses one by click', async () => {
    const { user, onSelect, button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(menu).toHaveAttribute('aria-labelledby', button.id);
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Preferenze',
      'Cambia password',
      'Esci',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Esci' }));
    expect(onSelect).toHaveBeenCalledWith('logout');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, chooses with Enter, closes with Escape returning the focus', async () => {
    const { user, onSelect, button } = setup();
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'Preferenze' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Cambia password' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Esci' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{End}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('logout');
  });

  it('closes on a click outside', async () => {
    const { user, onSelect, button } = setup();
    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
