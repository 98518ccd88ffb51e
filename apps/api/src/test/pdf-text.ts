import { PDFParse } from 'pdf-parse';

// Reading back the PDFs the API writes, as a person would: their text and their pictures.

async function withParser<T>(bytes: Buffer, read: (parser: PDFParse) => Promise<T>): Promise<T> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return await read(parser);
  } finally {
    await parser.destroy();
  }
}

/** The text of every page, each line's cells joined by one space. */
export const pdfText = (bytes: Buffer) =>
  withParser(bytes, async (parser) =>
    (await parser.getText({ cellSeparator: ' ', pageJoiner: '' })).text.replace(/[ \t]+/g, ' '),
  );

/** The images drawn on the pages, with their sizes in pixels. */
export const pdfImages = (bytes: Buffer) =>
  withParser(bytes, async (parser) =>
    (await parser.getImage({ imageThreshold: 0, imageDataUrl: false })).pages.flatMap((page) =>
      page.images.map((image) => ({ width: image.width, height: image.height })),
    ),
  );
