import { MESSAGE_FILE_NAME_MAX } from '@ham/contracts/request-messages';
import { unzipSync } from 'fflate';
import { plainText } from '../text/sanitize';

/**
 * The rules of a message's attachment (docs/SECURITY.md#message-attachments), pure: its type is
 * what its bytes are, never what its name or the browser say, and the name it is served under is
 * made safe. Only PDF, PNG, JPEG, WebP and .xlsx (an Office Open XML workbook without macros).
 */

export const attachmentTypes = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type AttachmentExtension = keyof typeof attachmentTypes;
export interface AttachmentType {
  extension: AttachmentExtension;
  mediaType: (typeof attachmentTypes)[AttachmentExtension];
}

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The names of a ZIP's entries (read from its directory, nothing inflated); null when it is no ZIP. */
function zipEntries(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

/** An Excel workbook: a ZIP with the Office content types and a workbook part, and no macros. */
function isXlsx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP)) return false;
  const names = zipEntries(bytes);
  if (!names) return false;
  const has = (name: string) => names.some((n) => n.toLowerCase() === name);
  return has('[content_types].xml') && has('xl/workbook.xml') && !has('xl/vbaproject.bin');
}

/** The type of a file by its content (magic bytes; a workbook by its parts), null when not admitted. */
export function detectAttachmentType(bytes: Uint8Array): AttachmentType | null {
  const of = (extension: AttachmentExtension): AttachmentType => ({
    extension,
    mediaType: attachmentTypes[extension],
  });
  if (startsWith(bytes, PDF)) return of('pdf');
  if (startsWith(bytes, PNG)) return of('png');
  if (startsWith(bytes, JPEG)) return of('jpg');
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return of('webp');
  if (isXlsx(bytes)) return of('xlsx');
  return null;
}

const EXTENSIONS_OF_TYPE: Record<AttachmentExtension, string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  webp: ['webp'],
  xlsx: ['xlsx'],
};

/**
 * The name a file is stored and served under: the last part of what was sent (no folders), without
 * control characters, quotes, slashes and the characters Windows refuses, spaces collapsed, cut to
 * MESSAGE_FILE_NAME_MAX, with the extension of its real type ('fattura.exe' that is a PDF is
 * 'fattura.exe.pdf'; 'foto.JPEG' stays). 'allegato' when nothing is left.
 */
export function safeFileName(sent: string, type: AttachmentType): string {
  const last = sent.split(/[\\/]/).pop() ?? '';
  let base = plainText(last.normalize('NFC'))
    .replace(/[\t\r\n]/g, ' ')
    .replace(/["'`<>:|?*;%]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  let suffix = `.${type.extension}`;
  if (EXTENSIONS_OF_TYPE[type.extension].includes(extension)) {
    suffix = base.slice(dot);
    base = base.slice(0, dot);
  }
  base = base.replace(/[.\s]+$/, '');
  if (!base) base = 'allegato';
  return [...base].slice(0, MESSAGE_FILE_NAME_MAX - suffix.length).join('') + suffix;
}

/**
 * `Content-Disposition: attachment` for a stored name: an ASCII fallback (accents dropped, the
 * rest '_') and the exact name in RFC 5987 form, so no header injection and no odd bytes.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
