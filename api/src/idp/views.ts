import { html, page, type RawHtml, raw } from './html';

/** The Italian pages of the embedded identity provider. Every value is escaped by `html`. */

const errorBox = (message: string | null | undefined) =>
  message ? html`<p class="error" role="alert">${message}</p>` : '';

export function loginPage(action: string, values: { email?: string; error?: string | null }): string {
  return page(
    'Accedi',
    html`${errorBox(values.error)}
<form method="post" action="${action}" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${values.email ?? ''}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Accedi</button>
</form>
<p class="links"><a href="/idp/forgot">Password dimenticata?</a></p>`,
  );
}

export function changePasswordPage(values: { email?: string; error?: string | null }): string {
  return page(
    'Cambia password',
    html`${errorBox(values.error)}
<form method="post" action="/idp/password" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${values.email ?? ''}">
<label for="current">Password attuale</label>
<input id="current" name="currentPassword" type="password" autocomplete="current-password" required>
${newPasswordFields()}
<button type="submit">Cambia password</button>
</form>
<p class="links"><a href="/">Torna all'applicazione</a></p>`,
  );
}

export function setPasswordPage(token: string, error?: string | null): string {
  return page(
    'Imposta la password',
    html`${errorBox(error)}
<form method="post" action="/idp/set-password" novalidate>
<input type="hidden" name="token" value="${token}">
${newPasswordFields()}
<button type="submit">Imposta password</button>
</form>`,
  );
}

export function forgotPasswordPage(): string {
  return page(
    'Password dimenticata',
    html`<p>Inserisci l'indirizzo e-mail con cui accedi: ti invieremo un link per impostare una nuova password.</p>
<form method="post" action="/idp/forgot" novalidate>
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus>
<button type="submit">Invia</button>
</form>
<p class="links"><a href="/">Torna all'accesso</a></p>`,
  );
}

/** A final page: a message and a way back to the application. */
export function messagePage(
  title: string,
  message: string,
  kind: 'ok' | 'error',
  link = { href: '/', text: "Torna all'applicazione" },
): string {
  return page(
    title,
    html`<p class="${kind}">${message}</p><p class="links"><a href="${link.href}">${link.text}</a></p>`,
  );
}

/**
 * GET /api/auth/logout reached from another site (or a browser that does not say where it
 * comes from): sign-out asks first, with a form posting back to this origin.
 */
export function confirmLogoutPage(action: string): string {
  return page(
    'Esci',
    html`<p>Vuoi uscire da Hotel Allotment Manager?</p>
<form method="post" action="${action}"><button type="submit">Esci</button></form>
<p class="links"><a href="/">Torna all'applicazione</a></p>`,
  );
}

/**
 * RP-initiated logout: the provider's confirmation form (with its xsrf token) submitted
 * at once by a same-origin script (the CSP forbids inline scripts), so the user is not
 * asked whether to sign out; without JavaScript the button does it.
 */
export function logoutPage(providerForm: string): string {
  return page(
    'Uscita in corso...',
    html`${raw(providerForm)}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<p>Stai uscendo da Hotel Allotment Manager.</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">Esci</button>`,
    html`<script src="/idp/assets/logout.js" defer></script>`,
  );
}

export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();\n";

function newPasswordFields(): RawHtml {
  return html`<label for="password">Nuova password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8">
<label for="confirmation">Conferma nuova password</label>
<input id="confirmation" name="confirmation" type="password" autocomplete="new-password" required minlength="8">
<p class="links">Almeno 8 caratteri, con lettere e numeri.</p>`;
}
