import { describe, expect, it } from 'vitest';

import { csvCell, csvText } from './csv';

describe('csvCell', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('keeps a negative number a number', () => {
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell(0)).toBe('0');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('他说"好"')).toBe('"他说""好"""');
    expect(csvCell('一\n二')).toBe('"一\n二"');
  });
});

describe('csvText', () => {
  it('starts with a BOM and ends every row with CRLF', () => {
    expect(
      csvText([
        ['日期', '金额'],
        ['2026-11-29', -5],
      ]),
    ).toBe('\uFEFF日期,金额\r\n2026-11-29,-5\r\n');
  });
});
