import { expect, test } from '@playwright/test';
import { openCase } from '../support/cases';

test('case page: the side cards stay in view while a long case scrolls, the actions come first on narrow screens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 600 });
  await openCase(page, 'Gruppo CAI Bologna');
  const actions = page.getByRole('complementary', { name: 'Azioni' });
  const total = page.getByTestId('case-total');
  await expect(actions).toBeInViewport();
  await total.scrollIntoViewIfNeeded();
  await page.mouse.move(400, 300);
  await page.mouse.wheel(0, 5000);
  await expect(total).toBeInViewport();
  // The case has scrolled (its title is gone), the side cards have not.
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  await expect(actions).toBeInViewport();
  await expect(actions.getByRole('link', { name: 'Aggiungi hotel' })).toBeInViewport();

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.reload();
  await expect(actions).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Aggiungi hotel' })).toBeInViewport();
  const actionsBox = await actions.boundingBox();
  const totalBox = await page.getByTestId('case-total').boundingBox();
  expect(actionsBox && totalBox && actionsBox.y < totalBox.y).toBe(true);
  // A long label wraps inside its button instead of touching its border.
  const bus = actions.getByRole('link', { name: 'Aggiungi trasferimento / escursione bus' });
  expect(await bus.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
