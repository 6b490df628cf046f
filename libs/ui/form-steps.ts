// `@ham/ui/form-steps`: a step flow's step in the URL and its draft in the session (the quote
// wizard, a new stay), kept out of the runtime entry point (src/index.ts, a shared module of the
// federation, loaded by the first screen): each remote that uses them bundles its own copy.
export { type GoToStep, type SessionDraft, useSessionDraft, useUrlStep } from './src/form/form-draft';
