// CSV as the console exports it (兑换码 batches, the dashboard): UTF-8 with a byte-order mark so
// Excel opens it as UTF-8 and shows the Chinese, CRLF lines, cells quoted only when they must be.

/**
 * One cell: quoted when it would break the row. Text that a spreadsheet would read as a formula
 * (a leading = + - @, tab or CR: a user's post title, say) gets a leading '; a number stays one.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rows (header first) as the file's text, BOM included. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
