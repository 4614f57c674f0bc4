import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { embeddedDatabaseDir, openDatabase } from './client.ts';
import { TemplateArchiveError, unpackTemplateArchive } from './template-archive.ts';

/** One ustar entry: its 512-byte header (with its checksum) and its content padded to blocks. */
function entry(name: string, type: '0' | '2' | '5', body = '', mode = 0o640): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'utf8');
  header.write(`${mode.toString(8).padStart(7, '0')}\0`, 100);
  header.write(`${Buffer.byteLength(body).toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write(type, 156);
  header.write('ustar\x0000', 257);
  header.write('        ', 148);
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  header.write(`${checksum.toString(8).padStart(6, '0')}\0 `, 148);
  const content = Buffer.from(body);
  return Buffer.concat([header, content, Buffer.alloc((512 - (content.length % 512)) % 512)]);
}

const archive = (...entries: Buffer[]) => gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)]));
const emptyFolder = () => mkdtempSync(path.join(tmpdir(), 'exitcraft-unpack-'));

describe('unpackTemplateArchive', () => {
  it('writes the folders and files the archive names from the root, with their content and modes', () => {
    const dir = emptyFolder();
    const long = 'x'.repeat(1500);
    unpackTemplateArchive(
      archive(
        entry('/base', '5', '', 0o750),
        entry('/base/1', '5', '', 0o750),
        entry('/base/1/1259', '0', long, 0o600),
        entry('/PG_VERSION', '0', '17\n'),
        entry('/pg_wal/empty', '0', ''),
      ),
      dir,
    );
    expect(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(path.join(dir, 'base/1/1259'), 'utf8')).toBe(long);
    expect(statSync(path.join(dir, 'base/1/1259')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dir, 'pg_wal/empty'), 'utf8')).toBe('');
    expect(readdirSync(dir).sort()).toEqual(['PG_VERSION', 'base', 'pg_wal']);
  });

  it('refuses an entry that would leave the folder, and writes nothing outside it', () => {
    const parent = emptyFolder();
    const dir = path.join(parent, 'pglite');
    mkdirSync(dir);
    expect(() => unpackTemplateArchive(archive(entry('/../escaped', '0', 'no')), dir)).toThrow(TemplateArchiveError);
    expect(existsSync(path.join(parent, 'escaped'))).toBe(false);
  });

  it('refuses a link instead of skipping it', () => {
    expect(() => unpackTemplateArchive(archive(entry('/PG_VERSION', '2')), emptyFolder())).toThrow(
      /PG_VERSION is neither a file nor a folder \(type 2\)/,
    );
  });

  it('refuses a damaged or cut-short file with the reason', () => {
    expect(() => unpackTemplateArchive(Buffer.from('not gzip at all'), emptyFolder())).toThrow(TemplateArchiveError);
    const whole = Buffer.concat([entry('/PG_VERSION', '0', 'x'.repeat(2000))]);
    expect(() => unpackTemplateArchive(gzipSync(whole.subarray(0, 1024)), emptyFolder())).toThrow(/is cut short/);
    expect(() => unpackTemplateArchive(gzipSync(entry('/PG_VERSION', '0', '17')), emptyFolder())).toThrow(
      /ends without its closing blocks/,
    );
  });
});

describe.runIf(process.env.TEST_DB_DRIVER !== 'postgres')('a database folder made from the template', () => {
  const template = () => readFileSync(inject('pgliteTemplate'));

  it('is unpacked into an empty DATA_DIR and opens with every migration applied', async () => {
    const dataDir = emptyFolder();
    const database = await openDatabase({ dataDir, template: template() });
    try {
      expect(await database.migrationsApplied()).toBe(true);
      const result = (await database.db.execute(sql`select count(*)::int as count from users`)) as {
        rows: { count: number }[];
      };
      expect(result.rows[0]?.count).toBe(0);
    } finally {
      await database.close();
    }
    // nothing of the unpacking is left beside the folder
    expect(readdirSync(dataDir)).toEqual(['pglite']);
  });

  it('is not written over a folder that holds other files, and the files stay', async () => {
    const dataDir = emptyFolder();
    const dir = embeddedDatabaseDir(dataDir);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    await expect(openDatabase({ dataDir, template: template() })).rejects.toThrow(
      `The embedded database folder ${dir} holds files but no database (no PG_VERSION): move it aside, then start again.`,
    );
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    // the folder is not held after the refusal
    expect(existsSync(`${dir}.pid`)).toBe(false);
  });
});
