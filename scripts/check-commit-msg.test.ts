import { describe, expect, it } from 'vitest';

import { commitMessageProblems } from './check-commit-msg.mjs';

describe('commit message check', () => {
  it('passes a short subject with a body after a blank line', () => {
    expect(commitMessageProblems('Player: one hook per seam\n\nThe detail.\n')).toEqual([]);
  });

  it('refuses a subject past 72 characters, counting characters not bytes', () => {
    expect(commitMessageProblems(`${'a'.repeat(73)}\n`)).toHaveLength(1);
    expect(commitMessageProblems(`${'播'.repeat(72)}\n`)).toEqual([]);
  });

  it('refuses an empty subject and a body glued to the subject', () => {
    expect(commitMessageProblems('\n\nbody')).toHaveLength(1);
    expect(commitMessageProblems('Subject\nbody right under it')).toHaveLength(1);
  });

  it("lets git's own merge subjects through", () => {
    expect(commitMessageProblems(`Merge branch '${'x'.repeat(80)}'\n`)).toEqual([]);
  });
});
