import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The same reader as the server's tests (apps/server/test/pdf-text.ts): pdf.js, a real PDF parser.
const standardFontDataUrl = `${
  pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')).href
}/`;

/** The text of every page of a PDF, whitespace collapsed to single spaces. */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
