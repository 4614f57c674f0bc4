export declare function pdfText(data: Buffer | Uint8Array): Promise<string>;
