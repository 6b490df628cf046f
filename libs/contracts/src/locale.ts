import { z } from 'zod';

/**
 * Italian messages for everything the schemas do not word themselves. zod is bundled per
 * remote (it is not shared), so each bundle that validates calls this once at start: the API
 * in buildApp, each remote in its routes module. Not run on import, so that importing a
 * constant from the contracts does not pull zod into a bundle.
 */
export function configureZodLocale(): void {
  z.config(z.locales.it());
}
