'use client';
// What a screen shows when its link lacks a usable id or keyword (a hand-edited or broken
// link) or whose content is gone: a plain Chinese explanation and a way home, never a crash, an
// endless spinner or a suggestion without a button to follow it.
import { EmptyState } from '@/components/ui/empty-state';
import { HOME_PATH } from '@/lib/domain/platform/constants';
import { useOpenLink } from '@/lib/navigation/use-open-link';

export const BAD_LINK_TEXT = '链接参数有误';

export function BadLinkState({
  text = BAD_LINK_TEXT,
  description,
  actionText = '返回首页',
}: {
  text?: string;
  description: string;
  /** The button home, worded for the page (去首页看看 where it suggests other videos). */
  actionText?: string;
}) {
  const openLink = useOpenLink();
  return (
    <EmptyState
      text={text}
      description={description}
      actionText={actionText}
      onAction={() => void openLink(HOME_PATH)}
    />
  );
}
