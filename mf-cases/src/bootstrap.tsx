import { renderStandaloneNotice } from '@ham/ui/standalone';

// Standalone dev page of the 'cases' remote (port 3011): it links the shell, the remote's only use.
renderStandaloneNotice('cases');
