import { describe, expect, it } from 'vitest';

import { OPERATOR_NAME_PATTERN, roleMay } from './roles';

describe('roleMay', () => {
  it('opens an `any` call to every role and a listed call to its roles only', () => {
    expect(roleMay('editor', 'any')).toBe(true);
    expect(roleMay('owner', ['owner'])).toBe(true);
    expect(roleMay('editor', ['owner'])).toBe(false);
    expect(roleMay('finance', ['owner', 'finance'])).toBe(true);
  });

  it('takes lower-case names of 3 to 32 characters', () => {
    expect(OPERATOR_NAME_PATTERN.test('editor1')).toBe(true);
    expect(OPERATOR_NAME_PATTERN.test('ab')).toBe(false);
    expect(OPERATOR_NAME_PATTERN.test('Admin')).toBe(false);
    expect(OPERATOR_NAME_PATTERN.test('1admin')).toBe(false);
  });
});
