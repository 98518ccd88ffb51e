import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/platform/errors/app-error.ts';
import { parseCsv } from './read-csv.ts';

const quote = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, commas and line breaks inside quotes', () => {
    expect(
      parseCsv('code,title\r\n"CSC 101","Intro, ""basic"" level"\r\nCSC 102,"Two\nlines"\n'),
    ).toEqual([
      ['code', 'title'],
      ['CSC 101', 'Intro, "basic" level'],
      ['CSC 102', 'Two\nlines'],
    ]);
  });

  it('takes semicolons when the header uses them, and drops a byte-order mark', () => {
    expect(parseCsv('\uFEFFname;code\nScience;SCI')).toEqual([
      ['name', 'code'],
      ['Science', 'SCI'],
    ]);
  });

  it('does not take a delimiter inside quotes for the separator', () => {
    expect(parseCsv('";;",""\n"",""')).toEqual([
      [';;', ''],
      ['', ''],
    ]);
  });

  it('reads back any table written with quotes', () => {
    const cell = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 6 }),
        (table) => {
          const text = table.map((row) => row.map(quote).join(',')).join('\r\n');
          expect(parseCsv(text)).toEqual(table);
        },
      ),
    );
  });
});

describe('parseCsv refuses what it cannot read', () => {
  const problemOf = (text: string) => {
    try {
      parseCsv(text);
    } catch (error) {
      if (error instanceof AppError) {
        return { code: error.code, detail: error.message, errors: error.fieldErrors };
      }
      throw error;
    }
    throw new Error('parseCsv read it');
  };

  it('names the row of a quote that is never closed, instead of reading the rest as one cell', () => {
    const message =
      'Row 3 could not be read: a quoted cell is never closed (a " without its closing ").';
    expect(problemOf('code,title\nCSC 101,Intro\nCSC 102,"Two\nCSC 103,Three\n')).toEqual({
      code: 'validation_failed',
      detail: message,
      errors: [{ field: 'body.file', message }],
    });
  });

  it('counts the header as row 1', () => {
    expect(problemOf('"code,title\nCSC 101,Intro').detail).toMatch(/^Row 1 could not be read/);
  });

  it('reads blank lines as empty rows, so row numbers stay those a spreadsheet shows', () => {
    expect(parseCsv('a,b\r\n\r\nc,d\r\n')).toEqual([['a', 'b'], [''], ['c', 'd']]);
  });

  it('takes a quote inside an unquoted cell for a character', () => {
    expect(parseCsv('name\nO"Neil')).toEqual([['name'], ['O"Neil']]);
  });
});

describe('parseCsv line ends', () => {
  it('reads CRLF, LF and CR in one file', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });
});
