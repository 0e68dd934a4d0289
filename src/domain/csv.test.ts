import Papa from 'papaparse';
import { flattenRecord, tableToCsv, toCsv } from './csv';

const parse = (csv: string) => Papa.parse<string[]>(csv).data;

describe('toCsv (OWASP CSV injection)', () => {
  it.each([
    '=HYPERLINK("http://evil.example","x")',
    "=cmd|' /C calc'!A0",
    '-2+3',
    '+1+cmd',
    '@SUM(A1)',
    '\tTAB',
    '\rCR',
    '+91 98765 43210 =1',
  ])('writes %j as text, not a formula', (value) => {
    const [, [cell]] = parse(toCsv([{ v: value }]));
    expect(cell).toBe(`'${value}`);
  });

  it.each([' =1+1', '  @SUM(A1)', '\n=HYPERLINK("http://evil.example","x")', '\r\n+A1', ' \t-2+3', '=1\n2', '\u00a0=1+1', '+91\n=1'])(
    'writes %j, a formula after leading blanks or over several lines, as text too (#36)',
    (value) => {
      const [, [cell]] = parse(toCsv([{ v: value }]));
      expect(cell).toBe(`'${value}`);
    },
  );

  it.each(['+91 98765 43210', '+1 (555) 010-0199', '+919876543210', '-1,204.50', ' -3', '-0.5'])(
    'writes %j, a phone or a number written as text, without the visible apostrophe: no formula fits in it',
    (value) => {
      const [, [cell]] = parse(toCsv([{ v: value }]));
      expect(cell).toBe(value);
    },
  );

  it('leaves ordinary text and numbers (negative ones too) as they are', () => {
    const [, row] = parse(toCsv([{ a: 'Param Talwar', b: -100.5, c: 0, d: 'a=b', e: ' two words', f: 'line\n=not first' }]));
    expect(row).toEqual(['Param Talwar', '-100.5', '0', 'a=b', ' two words', 'line\n=not first']);
  });

  it('takes the columns of every row, in order, with empty cells for what a row lacks', () => {
    expect(parse(toCsv([{ a: 1 }, { b: 2 }]))).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['', '2'],
    ]);
    expect(parse(toCsv([{ a: 1, b: 2 }], ['b']))).toEqual([['b'], ['2']]);
  });

  it('flattens nested records into dotted columns and lists into one cell', () => {
    expect(flattenRecord({ id: 1, dataRequest: { legalDeadline: 'x' }, tags: ['a', 'b'] })).toEqual({
      id: 1,
      'dataRequest.legalDeadline': 'x',
      tags: ['a', 'b'],
    });
    expect(parse(toCsv([{ tags: ['a', '=b'] }]))[1]).toEqual(['a; =b']);
    expect(parse(tableToCsv([['h'], ['=1+1']]))[1]).toEqual(["'=1+1"]);
  });
});
