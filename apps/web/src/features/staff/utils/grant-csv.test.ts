import { describe, expect, it } from 'vitest';
import { parseGrantCsv } from './grant-csv';

describe('parseGrantCsv', () => {
  it('reads users and amounts in any common separator, skipping a header and blank lines', () => {
    const text = '\uFEFFuser,number\r\na@example.com,30\n\n13912345678\t20\n"#12";5\n0xabc，7';
    expect(parseGrantCsv(text)).toEqual([
      { line: 2, user: 'a@example.com', number: '30' },
      { line: 4, user: '13912345678', number: '20' },
      { line: 5, user: '#12', number: '5' },
      { line: 6, user: '0xabc', number: '7' },
    ]);
  });

  it('gives lines without an amount the amount for everyone', () => {
    expect(parseGrantCsv('a@example.com\nb@example.com,2', '10')).toEqual([
      { line: 1, user: 'a@example.com', number: '10' },
      { line: 2, user: 'b@example.com', number: '2' },
    ]);
  });
});
