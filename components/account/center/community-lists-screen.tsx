'use client';
// /mine/myPost and /mine/myFollow: the user's posts and the people they follow live in the
// community (issue 24); until its calls are in the table these screens lead there.
import { useRouter } from 'next/navigation';

import { EmptyState } from '@/components/ui/empty-state';

import { SubPage } from '../parts/sub-page';

function CommunityList({ title, text }: { title: string; text: string }) {
  const router = useRouter();
  return (
    <SubPage title={title}>
      <EmptyState text={text} actionText="去社区看看" onAction={() => router.push('/community')} />
    </SubPage>
  );
}

export function MyPostScreen() {
  return <CommunityList title="我的帖子" text="还没有发布帖子" />;
}

export function MyFollowScreen() {
  return <CommunityList title="我的关注" text="还没有关注任何人" />;
}
