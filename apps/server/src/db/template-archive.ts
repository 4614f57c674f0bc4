import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** The template could not be unpacked: a damaged file, or an entry this reader does not write. */
export class TemplateArchiveError extends Error {
  constructor(message: string) {
    super(`The embedded database template cannot be unpacked: ${message}`);
    this.name = 'TemplateArchiveError';
  }
}

const block = 512;

function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
}

function octal(header: Uint8Array, start: number, length: number): number {
  const text = field(header, start, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TemplateArchiveError(`a header holds "${text}" where a number belongs`);
  return Number.parseInt(text, 8);
}

/** The entry's path under the target: the archive names them from the root (/PG_VERSION). */
function entryPath(header: Uint8Array): string {
  const prefix = field(header, 345, 155);
  const name = field(header, 0, 100);
  const relative = (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, '');
  if (relative.split('/').includes('..')) throw new TemplateArchiveError(`an entry leaves its folder (${relative})`);
  return relative;
}

/**
 * Writes the folders and files of a gzipped ustar archive (the template of the embedded database, as
 * PGlite's `dumpDataDir('gzip')` makes it) under `dir`. The archive is inflated in one piece and each
 * file written from a view of it: a general unpacker (the `tar` package) took twice the time and left
 * 50 MiB of freed chunks in the process for good (docs/decisions/051-first-start-unpacks-the-template.md).
 * Any other kind of entry (a link, a device) is refused rather than skipped.
 */
export function unpackTemplateArchive(gzipped: Uint8Array, dir: string): void {
  let archive: Buffer;
  try {
    archive = gunzipSync(gzipped, { chunkSize: 4 << 20 });
  } catch (error) {
    throw new TemplateArchiveError((error as Error).message);
  }
  let offset = 0;
  for (;;) {
    if (offset + block > archive.length) throw new TemplateArchiveError('it ends without its closing blocks');
    const header = archive.subarray(offset, offset + block);
    if (header.every((byte) => byte === 0)) return;
    const relative = entryPath(header);
    const size = octal(header, 124, 12);
    const mode = octal(header, 100, 8) & 0o777;
    const type = header[156];
    const start = offset + block;
    if (start + size > archive.length) throw new TemplateArchiveError(`${relative} is cut short`);
    const target = path.join(dir, relative);
    // '5' a folder; '0' (or NUL, the old format) a regular file
    if (type === 0x35) {
      mkdirSync(target, { recursive: true, mode });
    } else if (type === 0x30 || type === 0) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, archive.subarray(start, start + size), { mode });
    } else {
      throw new TemplateArchiveError(
        `${relative} is neither a file nor a folder (type ${String.fromCharCode(type ?? 0)})`,
      );
    }
    offset = start + Math.ceil(size / block) * block;
  }
}
