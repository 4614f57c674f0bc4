/**
 * A new pdfkit document. pdfkit takes ~5 MiB of heap once loaded and only a PDF download needs it,
 * so it is loaded at the first one instead of at start-up (issue 16).
 */
export async function newPdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument(options);
}
