import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './read-csv.ts';
import { neutraliseCell, toCsv } from './write-csv.ts';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('writes UTF-8 with a byte-order mark and CRLF rows, quoting only where needed', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['Ọ̀ṣun Adé', 'plain'],
          ['Okafor, Ada', 'said "yes"'],
        ],
      ),
    ).toBe(`${BOM}Name,Note\r\nỌ̀ṣun Adé,plain\r\n"Okafor, Ada","said ""yes"""\r\n`);
  });

  it('quotes a bare carriage return or line feed, so a name cannot start a new row', () => {
    const csv = toCsv(
      ['name', 'level'],
      [
        ['Ada\rObi', 100],
        ['Chidi\nEze', 200],
      ],
    );
    expect(csv).toBe(`${BOM}name,level\r\n"Ada\rObi",100\r\n"Chidi\nEze",200\r\n`);
    expect(parseCsv(csv)).toEqual([
      ['name', 'level'],
      ['Ada\rObi', '100'],
      ['Chidi\nEze', '200'],
    ]);
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    const cells = [
      '=HYPERLINK("x")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\tTAB',
      '\rCR',
      '\u0001x',
      '＝1',
    ];
    const [, row] = parseCsv(toCsv(['x'], [cells]));
    expect(row).toEqual(cells.map((c) => `'${c}`));
  });

  it('keeps amounts numbers: a negative number or a negative amount text is not prefixed', () => {
    expect(toCsv(['Amount', 'Refund', 'Text'], [[1500, -1500.5, '-1500.50']])).toBe(
      `${BOM}Amount,Refund,Text\r\n1500,-1500.5,-1500.50\r\n`,
    );
  });

  it('writes nothing for null, undefined and numbers that are not finite', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, Number.NaN]])).toBe(`${BOM}a,b,c\r\n,,\r\n`);
  });

  it('reads back any table it writes, each cell as written or neutralised', () => {
    const cell = fc.string({ maxLength: 12, unit: 'binary' });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
        (table) => {
          const [, ...read] = parseCsv(toCsv(['a', 'b', 'c'], table));
          expect(read).toEqual(table.map((row) => row.map(neutraliseCell)));
        },
      ),
    );
  });
});

describe('neutraliseCell', () => {
  it('leaves ordinary text and plain numbers alone', () => {
    for (const text of ['Adaeze', '100 level', '-5', '-12.50', '0803 123 4567', '']) {
      expect(neutraliseCell(text)).toBe(text);
    }
  });

  it('prefixes a single quote to every formula start', () => {
    for (const text of [
      '=1',
      '+1',
      '-A1',
      '@x',
      '\t1',
      '\r1',
      '\n1',
      '\u007f',
      '－1',
      '＋1',
      '＠x',
    ]) {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    }
  });
});
