const SECRET_PARAMS = /([?&](?:token|code|state|code_verifier|id_token_hint)=)[^&#]*/gi;

/** A URL fit for the logs: sign-in codes, states and password-link tokens are blanked out. */
export const redactSecrets = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');
