import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { CALL_TABLE } from './call-table';
import {
  CODES_END,
  CODES_START,
  TABLE_END,
  TABLE_START,
  callTableMarkdown,
  codesMarkdown,
} from './doc-table';

const docPath = fileURLToPath(new URL('../../docs/protocol.md', import.meta.url));

describe('docs/protocol.md call table', () => {
  // Cells, not bytes: prettier pads the doc's columns, the generator does not.
  const cells = (table: string) =>
    table
      .trim()
      .split('\n')
      .filter((line) => !/^\|[\s|:-]+\|$/.test(line))
      .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim()));

  it('is the one generated from the call table (run npm run docs:protocol when this fails)', () => {
    const doc = readFileSync(docPath, 'utf8');
    const inDoc = doc.slice(doc.indexOf(TABLE_START) + TABLE_START.length, doc.indexOf(TABLE_END));
    expect(cells(inDoc)).toEqual(cells(callTableMarkdown()));
    const codes = doc.slice(doc.indexOf(CODES_START) + CODES_START.length, doc.indexOf(CODES_END));
    expect(cells(codes)).toEqual(cells(codesMarkdown()));
  });

  it('has a row per call with its method, access and whether its body is sealed', () => {
    const table = callTableMarkdown();
    expect(table.split('\n')).toHaveLength(CALL_TABLE.length + 3);
    expect(table).toContain('| Media | `media/home` | POST | secure | yes | built |');
    expect(table).toContain(
      '| Ping | `ping/config` | GET | secure (token if present) | no | built |',
    );
    expect(table).toContain('| User | `user/logout` | POST | public | yes | built |');
    expect(table).toContain('| Upload | `upload/img` | POST multipart | secure | no | built |');
    expect(table).toContain(
      '| AI companion | `aiGirlfriend/chat` | POST → SSE | secure | yes | built |',
    );
    expect(table).toContain(
      '| AI orders | `aiOrder/strip/list` | — | refused — never built | — | never |',
    );
  });
});
