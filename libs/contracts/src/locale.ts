import { z } from 'zod';

// Italian messages for everything the schemas do not word themselves.
z.config(z.locales.it());
