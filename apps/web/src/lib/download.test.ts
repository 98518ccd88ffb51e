import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download.ts';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name to the ASCII one', () => {
    const header = `attachment; filename="Ob_s receipt.pdf"; filename*=UTF-8''%E1%BB%8C%CC%80b%C3%A1's%20receipt.pdf`;
    expect(fileNameOf(header, 'x.pdf')).toBe("Ọ̀bá's receipt.pdf");
  });

  it('takes the quoted name when there is no other', () => {
    expect(fileNameOf('attachment; filename="ledger.csv"', 'x.csv')).toBe('ledger.csv');
  });

  it('falls back on a bad escape or no name at all', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''%E1%ZZ`, 'x.csv')).toBe(
      'a.csv',
    );
    expect(fileNameOf('attachment', 'x.csv')).toBe('x.csv');
  });
});
