// The text of a PDF as every test that reads one reads it: the server's receipt, invoice and
// exit-readiness tests (Vitest) and the e2e downloads (Playwright). One reader in one place, beside
// chromium.mjs, because both the server's tests and e2e import it (a .mjs with its .d.mts, like that one).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${
  pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')).href
}/`;

/** The text of every page of a PDF, read with a real PDF parser (pdf.js), whitespace collapsed to single spaces. */
export async function pdfText(data) {
  const document = await getDocument({ data: new Uint8Array(data), standardFontDataUrl, verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
