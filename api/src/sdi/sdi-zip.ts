import { SDI_MAX_XML_BYTES } from '@ham/contracts';
import { unzipSync } from 'fflate';

/**
 * The files of an uploaded ZIP, a few at a time (memory-bounded): the central directory is read
 * once to list the entries, then each batch of entries (at most BATCH_BYTES uncompressed, as
 * the directory declares) is inflated into buffers of exactly the declared size, so an entry
 * that lies about its size is cut, never grown. An entry declared larger than one message may
 * be is not inflated at all: it comes back as `tooLarge`. Folders and macOS metadata are skipped.
 */
export type ZipEntry = { name: string; bytes: Uint8Array } | { name: string; problem: 'tooLarge' | 'broken' };

const BATCH_BYTES = 4 * 1024 * 1024;
const BATCH_FILES = 200;

const skipped = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\.[^/]*$/.test(name);

/**
 * The entries of the ZIP in batches, in their order. Reading the directory throws at once when
 * the archive cannot be read; a batch whose data cannot be inflated comes back as `broken`.
 */
export function zipEntries(zip: Uint8Array): Iterable<ZipEntry[]> {
  const listing: { name: string; size: number }[] = [];
  unzipSync(zip, {
    filter: (f) => {
      if (!skipped(f.name)) listing.push({ name: f.name, size: f.originalSize });
      return false;
    },
  });
  return batches(zip, listing);
}

function* batches(zip: Uint8Array, listing: { name: string; size: number }[]): Generator<ZipEntry[]> {
  let i = 0;
  while (i < listing.length) {
    const batch: { name: string; size: number }[] = [];
    const wanted = new Set<string>();
    let bytes = 0;
    while (i < listing.length && batch.length < BATCH_FILES) {
      const entry = listing[i];
      if (entry.size <= SDI_MAX_XML_BYTES) {
        if (bytes + entry.size > BATCH_BYTES && wanted.size > 0) break;
        bytes += entry.size;
        wanted.add(entry.name);
      }
      batch.push(entry);
      i++;
    }
    let files: Record<string, Uint8Array> | null = null;
    try {
      files = wanted.size ? unzipSync(zip, { filter: (f) => wanted.has(f.name) }) : {};
    } catch {
      files = null;
    }
    yield batch.map(({ name, size }): ZipEntry => {
      if (size > SDI_MAX_XML_BYTES) return { name, problem: 'tooLarge' };
      const bytes = files?.[name];
      return bytes ? { name, bytes } : { name, problem: 'broken' };
    });
  }
}
