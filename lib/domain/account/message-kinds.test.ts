import { describe, expect, it } from 'vitest';

import { MESSAGE_KIND_TABS, MESSAGE_KINDS, openingMessageKind } from './message-kinds';

describe('openingMessageKind', () => {
  it('is the first kind, in tab order, with unread messages', () => {
    const counts: Record<string, number> = { purchase: 1, feedback: 3 };
    expect(openingMessageKind((kind) => counts[kind] ?? 0)).toBe('purchase');
    expect(openingMessageKind((kind) => (kind === 'feedback' ? 1 : 0))).toBe('feedback');
  });

  it('is 系统通知 when nothing is unread', () => {
    expect(openingMessageKind(() => 0)).toBe('system');
    expect(MESSAGE_KIND_TABS[0]).toEqual({ id: 'system', label: '系统通知' });
  });
});

describe('MESSAGE_KINDS', () => {
  it('has a tab for every kind message/list takes, in the same order', () => {
    expect(MESSAGE_KIND_TABS.map((tab) => tab.id)).toEqual([...MESSAGE_KINDS]);
  });
});
