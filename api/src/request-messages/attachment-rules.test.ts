import { strToU8, zipSync } from 'fflate';
import { attachmentDisposition, detectAttachmentType, safeFileName } from './attachment-rules';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const workbook = (extra: Record<string, Uint8Array> = {}) =>
  zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'xl/workbook.xml': strToU8('<workbook/>'),
    ...extra,
  });

describe('detectAttachmentType: the type is what the bytes are', () => {
  test.each([
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ'), 'application/pdf'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'), 'image/jpeg'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['an .xlsx workbook', workbook(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('%s', (_name, content, mediaType) => {
    expect(detectAttachmentType(content)?.mediaType).toBe(mediaType);
  });

  test.each([
    ['a Windows program', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0])],
    ['an ELF program', bytes([0x7f], 'ELF', [2, 1, 1])],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['an SVG image (it can carry scripts)', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['a RIFF that is no WebP (a WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a ZIP that is no workbook', zipSync({ 'a.txt': strToU8('ciao') })],
    ['a workbook with macros', workbook({ 'xl/vbaProject.bin': strToU8('x') })],
    ['a broken ZIP', bytes('PK', [3, 4], 'rotto')],
    ['a PDF signature not at the start', bytes(' %PDF-1.7')],
    ['nothing', bytes()],
  ])('%s is refused', (_name, content) => {
    expect(detectAttachmentType(content)).toBeNull();
  });
});

describe('safeFileName', () => {
  const pdf = { extension: 'pdf', mediaType: 'application/pdf' } as const;
  const jpg = { extension: 'jpg', mediaType: 'image/jpeg' } as const;
  test.each([
    ['preventivo.pdf', pdf, 'preventivo.pdf'],
    ['Preventivo.PDF', pdf, 'Preventivo.PDF'],
    ['C:\\Users\\anna\\programma.pdf', pdf, 'programma.pdf'],
    ['../../etc/passwd', pdf, 'passwd.pdf'],
    ['fattura.exe', pdf, 'fattura.exe.pdf'],
    ['foto.jpeg', jpg, 'foto.jpeg'],
    ['foto.png', jpg, 'foto.png.jpg'],
    ['a"b;c\r\nd.pdf', pdf, 'abc d.pdf'],
    ['  gita   a  Roma .pdf', pdf, 'gita a Roma.pdf'],
    ['...', pdf, 'allegato.pdf'],
    ['', pdf, 'allegato.pdf'],
    ['città d’arte.pdf', pdf, 'città d’arte.pdf'],
  ])('%j → %j', (sent, type, expected) => {
    expect(safeFileName(sent, type)).toBe(expected);
  });

  test('cut to 120 characters, keeping the extension', () => {
    const name = safeFileName(`${'x'.repeat(300)}.pdf`, pdf);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  test('an ASCII fallback and the exact name encoded', () => {
    expect(attachmentDisposition('città d’arte (1).pdf')).toBe(
      `attachment; filename="citta d_arte (1).pdf"; filename*=UTF-8''citt%C3%A0%20d%E2%80%99arte%20%281%29.pdf`,
    );
  });
});
