import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

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
