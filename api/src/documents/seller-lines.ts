type Text = string | null | undefined;
/** The parts of 'Dati azienda' (or of an invoice's seller) the header shows. */
export interface SellerHead {
  companyName?: Text;
  address?: Text;
  postalCode?: Text;
  city?: Text;
  province?: Text;
  vatNumber?: Text;
  taxCode?: Text;
  phone?: Text;
  email?: Text;
  certifiedEmail?: Text;
}

/** The seller's header lines from 'Dati azienda' (empty before it is filled in). */
export function sellerLines(c: SellerHead | null): string[] {
  if (!c?.companyName) return [];
  const place = [c.postalCode, c.city, c.province ? `(${c.province})` : null].filter(Boolean).join(' ');
  const ids = [c.vatNumber ? `P.IVA ${c.vatNumber}` : null, c.taxCode ? `C.F. ${c.taxCode}` : null]
    .filter(Boolean)
    .join(' – ');
  const contacts = [
    c.phone ? `Tel. ${c.phone}` : null,
    c.email ? `E-mail ${c.email}` : null,
    c.certifiedEmail ? `PEC ${c.certifiedEmail}` : null,
  ]
    .filter(Boolean)
    .join(' – ');
  return [c.companyName, [c.address, place].filter(Boolean).join(', '), ids, contacts].filter(
    (l) => l !== '',
  );
}
