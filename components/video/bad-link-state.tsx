'use client';
// What a screen shows when its link lacks a usable id or keyword (a hand-edited or broken
// link): a plain Chinese explanation and a way home, never a crash or an endless spinner.
import { EmptyState } from '@/components/ui/empty-state';
import { HOME_PATH } from '@/lib/domain/constants';
import { useOpenLink } from '@/lib/navigation/use-open-link';

export const BAD_LINK_TEXT = '链接参数有误';

export function BadLinkState({
  text = BAD_LINK_TEXT,
  description,
}: {
  text?: string;
  description: string;
}) {
  const openLink = useOpenLink();
  return (
    <EmptyState
      text={text}
      description={description}
      actionText="返回首页"
      onAction={() => void openLink(HOME_PATH)}
    />
  );
}
