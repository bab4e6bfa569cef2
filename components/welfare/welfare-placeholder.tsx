'use client';
// 福利 while its screen's code loads: the screen's own frame (header, summary card, the lists'
// skeletons, tab bar), not a generic grid. Imported by the shell (app/_shell/kept-alive), it
// also brings the summary's styles into the shell's stylesheet: the server renders the screen
// itself as a launch frame, and a lazily loaded module's styles would come a moment after the
// first paint (the check-in week drawn unstyled, then moved: CLS 0.23).
import { useAtomValue } from 'jotai';

import { TabScreen } from '@/components/shell/tab-screen';
import { userCardView } from '@/lib/domain/account/user-card';
import { useHydratedValue } from '@/lib/shell/use-hydrated';
import { userAtom } from '@/lib/state/session-atoms';

import { AppsListSkeleton } from './apps-list';
import { WelfareSummary } from './welfare-summary';
import { TaskGroupsSkeleton } from './welfare-tasks';

export function WelfarePlaceholder() {
  // The stored user's note and diamonds, as the screen shows them (after hydration, as there).
  const view = userCardView(useHydratedValue(useAtomValue(userAtom), null));
  return (
    <TabScreen title="福利">
      <WelfareSummary
        tasks={undefined}
        guest={view?.isGuest ?? true}
        diamond={view?.diamond ?? null}
      />
      <TaskGroupsSkeleton />
      <AppsListSkeleton />
    </TabScreen>
  );
}
