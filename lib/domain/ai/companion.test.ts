import { describe, expect, it } from 'vitest';

import {
  COMPANION_MESSAGE_MAX,
  TIP_COMPANION_EMPTY,
  TIP_COMPANION_TOO_LONG,
  canContinue,
  coveredNow,
  creditsFor,
  mergeMessages,
  messageBlocker,
  messageMark,
  replyEndTip,
} from './companion';

describe('paying a reply', () => {
  it('costs one 积分 per started block of 10 characters', () => {
    expect([0, 1, 9, 10, 11, 20, 21].map(creditsFor)).toEqual([0, 1, 1, 1, 2, 2, 3]);
  });

  it('knows how much of a piece the credits already paid cover', () => {
    expect(coveredNow(0, 0, 4)).toBe(0);
    expect(coveredNow(0, 1, 4)).toBe(4);
    expect(coveredNow(8, 1, 4)).toBe(2);
    expect(coveredNow(10, 1, 4)).toBe(0);
  });
});

describe('messages', () => {
  it('must have words, and not too many', () => {
    expect(messageBlocker('  ')).toBe(TIP_COMPANION_EMPTY);
    expect(messageBlocker('好'.repeat(COMPANION_MESSAGE_MAX + 1))).toBe(TIP_COMPANION_TOO_LONG);
    // Counted as a person counts: an emoji is one character.
    expect(messageBlocker('😀'.repeat(COMPANION_MESSAGE_MAX))).toBeNull();
  });

  it('merge by id, the newer copy winning, in the order they were written', () => {
    const merged = mergeMessages(
      [
        { id: 2, text: 'a' },
        { id: 1, text: 'x' },
      ],
      [
        { id: 2, text: 'ab' },
        { id: 3, text: 'c' },
      ],
    );
    expect(merged).toEqual([
      { id: 1, text: 'x' },
      { id: 2, text: 'ab' },
      { id: 3, text: 'c' },
    ]);
  });
});

describe('cut replies', () => {
  it('are marked and may go on; a finished one may not', () => {
    expect(messageMark('credits')).toBe('积分不足，回复已中断');
    expect(messageMark('done')).toBe('');
    expect(['credits', 'stopped', 'failed'].every((s) => canContinue(s as never))).toBe(true);
    expect(canContinue('done')).toBe(false);
    expect(replyEndTip('done')).toBe('');
    expect(replyEndTip('credits')).toContain('充值');
  });
});
