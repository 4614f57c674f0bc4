import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The fonts every PDF draws with (issue 29): DejaVu Sans, regular and bold, from the
 * `dejavu-fonts-ttf` package. It covers Latin with all its extensions (Vietnamese included),
 * Greek and Cyrillic, so a buyer named Łukasz Żółć, Nguyễn Thị Minh Khai or Σοφία Παπαδοπούλου is
 * printed as written. pdfkit embeds only the glyphs a document uses, and maps them back to Unicode,
 * so the text stays selectable and searchable. Chinese, Japanese and Korean are not covered
 * (decision 034 says why).
 */
export const pdfFont = { regular: 'Body', bold: 'Body-Bold' } as const;

interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
  /** every code point the regular face draws (the bold face covers the same scripts) */
  covers: Set<number>;
}

let fonts: Promise<PdfFonts> | undefined;
let coverage: Set<number> | undefined;

async function loadFonts(): Promise<PdfFonts> {
  const resolve = createRequire(import.meta.url).resolve;
  const [regular, bold, fontkit] = await Promise.all([
    readFile(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    import('fontkit'),
  ]);
  const face = fontkit.create(regular);
  if (!('characterSet' in face)) throw new Error('DejaVuSans.ttf is not a single font');
  return { regular, bold, covers: new Set(face.characterSet) };
}

/**
 * A new pdfkit document with the house fonts registered and the regular one selected. pdfkit takes
 * ~5 MiB of heap once loaded and only a PDF download needs it, so it and the fonts are loaded at
 * the first one instead of at start-up (issue 16).
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  fonts ??= loadFonts().catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  const [{ default: PDFDocument }, loaded] = await Promise.all([import('pdfkit'), fonts]);
  coverage = loaded.covers;
  const pdf = new PDFDocument(options);
  pdf.registerFont(pdfFont.regular, loaded.regular);
  pdf.registerFont(pdfFont.bold, loaded.bold);
  return pdf.font(pdfFont.regular);
}

/**
 * Text as the house fonts can draw it: NFC-composed, and a character they lack falls back to its
 * base letter, or to "?" rather than to an empty box. Call it after `newPdfDocument` (which loads
 * the fonts' coverage).
 */
export function pdfText(value: string): string {
  const covers = coverage;
  if (!covers) throw new Error('pdfText before newPdfDocument: the fonts are not loaded yet');
  const drawable = (char: string) => /\s/u.test(char) || covers.has(char.codePointAt(0) ?? -1);
  return Array.from(value.normalize('NFC'))
    .map((char) => {
      if (drawable(char)) return char;
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return base.length > 0 && Array.from(base).every(drawable) ? base : '?';
    })
    .join('');
}
