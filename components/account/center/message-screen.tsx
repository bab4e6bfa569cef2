'use client';
// /mine/message: the five kinds (system notices, replies, new followers, purchases, feedback
// answers) as tabs with unread counts, in a row that scrolls sideways; a kind's list opens newest
// first and marks it read. The screen opens on the first kind with unread messages, so it waits
// for the counts before opening any list (opening 系统通知 first would mark it read for nothing).
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { InfiniteList } from '@/components/ui/list';
import { IntentLink } from '@/components/ui/intent-link';
import { SkeletonGroup } from '@/components/ui/skeleton';
import { accountKeys, latestMessagesQuery, messagesQuery } from '@/lib/api/account/center';
import { formatDate } from '@/lib/domain/platform/format';
import { MESSAGE_KIND_TABS, openingMessageKind } from '@/lib/domain/account/message-kinds';
import type { MessageItem, MessageKind } from '@/lib/protocol/shapes/account/user-center';

import styles from './message-screen.module.css';
import { Segments } from '../parts/segments';
import { SubPage } from '../parts/sub-page';

function Message({ item }: { item: MessageItem }) {
  const body = (
    <>
      <p className={styles.messageTitle}>
        {!item.read && <span className={styles.dot} aria-label="未读" />}
        {item.title}
        <time className={styles.messageTime}>{formatDate(item.createdAt, 'MM-DD HH:mm')}</time>
      </p>
      <p className={styles.messageBody}>{item.body}</p>
      {item.reply && <p className={styles.messageReply}>客服回复：{item.reply}</p>}
    </>
  );
  return item.link.startsWith('/') ? (
    <IntentLink href={item.link} className={styles.message}>
      {body}
    </IntentLink>
  ) : (
    <div className={styles.message}>{body}</div>
  );
}

export function MessageList({ kind }: { kind: MessageKind }) {
  const query = useInfiniteQuery(messagesQuery(kind));
  const queryClient = useQueryClient();
  const loaded = query.isSuccess;
  // Page 1 marked the kind read: the counts change.
  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: accountKeys.latest() });
  }, [loaded, kind, queryClient]);
  return (
    <InfiniteList
      query={query}
      getKey={(item) => item.id}
      renderItem={(item) => <Message item={item} />}
      emptyText="暂无消息"
      aria-label="消息列表"
    />
  );
}

export function MessageScreen() {
  const latest = useQuery(latestMessagesQuery());
  const unread = (of: MessageKind) => latest.data?.kinds.find((k) => k.kind === of)?.unread ?? 0;
  // Chosen once, when the counts first answer (or fail): later counts (this screen marks kinds
  // read) never move the user to another tab.
  const [kind, setKind] = useState<MessageKind | null>(null);
  const settled = latest.data !== undefined || latest.isError;
  if (kind === null && settled) setKind(openingMessageKind(unread));
  return (
    <SubPage title="消息中心">
      <Segments
        items={MESSAGE_KIND_TABS}
        value={kind}
        onChange={setKind}
        label="消息类型"
        counts={unread}
        scrollable
      />
      {kind === null ? (
        <SkeletonGroup count={3} columns={1} />
      ) : (
        <MessageList key={kind} kind={kind} />
      )}
    </SubPage>
  );
}
