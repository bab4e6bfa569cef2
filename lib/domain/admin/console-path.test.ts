import { describe, expect, it } from 'vitest';

import { isConsolePath } from './console-path';

describe('isConsolePath', () => {
  it('is /admin and below, nothing else', () => {
    expect(isConsolePath('/admin')).toBe(true);
    expect(isConsolePath('/admin/audit')).toBe(true);
    expect(isConsolePath('/administrator')).toBe(false);
    expect(isConsolePath('/home')).toBe(false);
    expect(isConsolePath(null)).toBe(false);
  });
});
