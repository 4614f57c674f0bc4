/**
 * A new pdfkit document. pdfkit takes ~5 MiB of heap once loaded and only a PDF download needs it,
 * so it is loaded at the first one instead of at start-up (issue 16).
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
}

// Latin-1 and the few WinAnsi extras: what the built-in PDF fonts can draw
const drawable = /^[\u0020-\u007e\u00a0-\u00ff€‘’“”–—•…]$/u;

/**
 * Text for the built-in fonts: an accented letter they lack falls back to its base letter, any
 * other character they cannot draw to "?", rather than to a wrong glyph.
 */
export function pdfText(value: string): string {
  return Array.from(value.normalize('NFC'))
    .map((char) => {
      if (drawable.test(char)) return char;
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return base.length > 0 && Array.from(base).every((part) => drawable.test(part)) ? base : '?';
    })
    .join('');
}
