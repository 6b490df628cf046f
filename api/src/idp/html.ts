/**
 * Server-rendered HTML of the identity provider's pages. `html` escapes every
 * interpolated value unless it is wrapped in `raw()` (only for markup we built ourselves),
 * so no template can forget to escape user input.
 */
export class RawHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export const raw = (value: string) => new RawHtml(value);

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

type Interpolation = RawHtml | string | number | null | undefined | false | Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof RawHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): RawHtml {
  return raw(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''));
}

// Inline styles only: the CSP allows 'unsafe-inline' styles but no inline scripts.
const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#1a202c}
header{background:#1e3a5f;color:#fff;padding:14px 24px;font-size:18px;font-weight:600}
main{max-width:400px;margin:48px auto;padding:28px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:22px;margin:0 0 20px}label{display:block;font-size:14px;font-weight:600;margin:14px 0 4px}
input{width:100%;padding:9px 10px;font-size:15px;border:1px solid #a0aec0;border-radius:4px}
button{margin-top:20px;width:100%;padding:10px;font-size:15px;font-weight:600;color:#fff;background:#2b6cb0;border:0;border-radius:4px;cursor:pointer}
button:hover{background:#2c5282}.error{background:#fff5f5;color:#c53030;border:1px solid #feb2b2;padding:10px;border-radius:4px}
.ok{background:#f0fff4;color:#276749;border:1px solid #9ae6b4;padding:10px;border-radius:4px}
.links{margin-top:18px;font-size:14px}a{color:#2b6cb0}
@media (prefers-color-scheme:dark){body{background:#1a202c;color:#e2e8f0}main{background:#2d3748}input{background:#1a202c;color:#e2e8f0}a{color:#90cdf4}}
`;

/** The frame of every page: Italian, the product's name, one heading. */
export function page(title: string, body: RawHtml, head: RawHtml = raw('')): string {
  return html`<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} – Hotel Allotment Manager</title>
<style>${raw(STYLE)}</style>
${head}
</head>
<body>
<header>Hotel Allotment Manager</header>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`.value;
}
