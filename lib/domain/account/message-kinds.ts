// The message center's kinds (/mine/message, §7 Message) in their tab order, and which one the
// screen opens on: the first with something unread, so an unread message is never behind an
// empty tab; 系统通知 when nothing is.

/** The kinds of §7 Message, as message/list takes them and the origin stores them. */
export const MESSAGE_KINDS = ['system', 'reply', 'follow', 'purchase', 'feedback'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_TABS = [
  { id: 'system', label: '系统通知' },
  { id: 'reply', label: '评论回复' },
  { id: 'follow', label: '新增关注' },
  { id: 'purchase', label: '购买通知' },
  { id: 'feedback', label: '反馈回复' },
] as const;

export type MessageKindId = (typeof MESSAGE_KIND_TABS)[number]['id'];

export function openingMessageKind(unread: (kind: MessageKindId) => number): MessageKindId {
  return (MESSAGE_KIND_TABS.find((tab) => unread(tab.id) > 0) ?? MESSAGE_KIND_TABS[0]).id;
}
