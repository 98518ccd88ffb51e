import { parse } from 'content-disposition';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  asciiFilename,
  contentDisposition,
  csvFile,
  pdfFile,
  sendDownload,
} from './send-download.ts';

const app = Fastify();
app.get('/ledger', (_request, reply) =>
  sendDownload(reply, {
    filename: 'Ọ̀ṣun_ledger.csv',
    contentType: 'text/csv; charset=utf-8',
    body: '\uFEFFa,b\r\n',
  }),
);
app.get('/logo', (_request, reply) =>
  sendDownload(reply, {
    filename: 'logo.png',
    contentType: 'image/png',
    body: Buffer.from([1, 2, 3]),
    disposition: 'inline',
    cacheControl: 'private, max-age=900',
  }),
);
afterAll(() => app.close());

describe('sendDownload', () => {
  it('names a non-ASCII file for every browser: an ASCII fallback and an RFC 8187 name', async () => {
    const response = await app.inject({ url: '/ledger' });
    const header = response.headers['content-disposition'] as string;
    expect(header).toBe(
      `attachment; filename="Osun_ledger.csv"; filename*=UTF-8''%E1%BB%8C%CC%80%E1%B9%A3un_ledger.csv`,
    );
    expect(parse(header).parameters.filename).toBe('Ọ̀ṣun_ledger.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe('\uFEFFa,b\r\n');
  });

  it('sends an inline file with the cache rule it is given', async () => {
    const response = await app.inject({ url: '/logo' });
    expect(response.headers['content-disposition']).toBe('inline; filename="logo.png"');
    expect(response.headers['cache-control']).toBe('private, max-age=900');
    expect(response.rawPayload).toEqual(Buffer.from([1, 2, 3]));
  });
});

describe('contentDisposition', () => {
  it('keeps a plain name as it is, quoted, without filename*', () => {
    expect(contentDisposition('payments.csv')).toBe('attachment; filename="payments.csv"');
    expect(contentDisposition('CSC201-2025-2026-Regular.csv')).toBe(
      'attachment; filename="CSC201-2025-2026-Regular.csv"',
    );
  });

  it('never lets a quote, backslash, slash or line break into the fallback', () => {
    const header = contentDisposition('a "b"\\c/d\r\n.pdf');
    expect(header).toMatch(/^attachment; filename="a__b__c_d__\.pdf"; filename\*=UTF-8''/);
    expect(parse(header).parameters.filename).toBe('a "b"\\c/d\r\n.pdf');
  });
});

describe('asciiFilename', () => {
  it('drops accents and replaces what is not a plain name character', () => {
    expect(asciiFilename('Ọ̀ṣun_ledger.csv')).toBe('Osun_ledger.csv');
    expect(asciiFilename('Résumé Ẹ̀kọ́.pdf')).toBe('Resume_Eko.pdf');
    expect(asciiFilename('₦.csv')).toBe('_.csv');
  });

  it('does not start a name with a dot, and never answers an empty name', () => {
    expect(asciiFilename('.env')).toBe('_env');
    expect(asciiFilename('')).toBe('download');
  });
});

describe('csvFile and pdfFile', () => {
  it('give the content type of a CSV (UTF-8) and of a PDF', () => {
    expect(csvFile('a.csv', 'x')).toEqual({
      filename: 'a.csv',
      contentType: 'text/csv; charset=utf-8',
      body: 'x',
    });
    const bytes = Buffer.from('%PDF');
    expect(pdfFile('a.pdf', bytes)).toEqual({
      filename: 'a.pdf',
      contentType: 'application/pdf',
      body: bytes,
    });
  });
});
