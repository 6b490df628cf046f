// `@ham/ui/standalone`: the remotes' standalone dev page, kept out of the runtime entry point
// (src/index.ts, a shared module of the federation) so a remote's bootstrap stays tiny.
export { renderStandaloneNotice } from './src/standalone-notice';
