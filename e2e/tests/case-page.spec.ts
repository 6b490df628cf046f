import { expect, test } from '@playwright/test';
import { openCase } from '../support/cases';

test('case page: the side cards stay in view while a long case scrolls, the actions come first on narrow screens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 600 });
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

test('case page at 1280 and 1024 px: every table with amounts shows its last column without scrolling sideways', async ({
  page,
}) => {
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await openCase(page, 'Liceo Galilei');
    await expect(page.getByRole('columnheader', { name: 'Importo' }).first()).toBeVisible();
    const tables = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Importo' }) });
    // Stays, restaurants, bus, guides and the payment plan (each drawn as its data comes).
    await expect.poll(() => tables.count()).toBeGreaterThanOrEqual(4);
    const hidden = await tables.evaluateAll((all) =>
      all
        .map((table) => {
          let box: HTMLElement | null = table.parentElement;
          while (box && !/auto|scroll|hidden/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
          // Every table scrolls inside a box of its own; a table without one would overflow the page.
          const cut = box ? box.scrollWidth - box.clientWidth : Number.POSITIVE_INFINITY;
          return { table: table.getAttribute('aria-label') ?? table.textContent?.slice(0, 40), cut };
        })
        .filter((t) => t.cut > 1),
    );
    expect(hidden, `${width} px`).toEqual([]);
  }
});
