// npm run build: builds the API, the shell and the five remotes.
import { buildMissing } from './lib/workspaces.mjs';

await buildMissing({ all: !process.argv.includes('--missing') });
