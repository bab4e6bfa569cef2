'use client';
// /mine/feedback: the feedback I sent, newest first, each with the operator's answer once given.
import { IntentLink } from '@/components/ui/intent-link';

import styles from '../parts/buttons.module.css';
import { SubPage } from '../parts/sub-page';
import { MessageList } from './message-screen';

export function MyFeedbackScreen() {
  return (
    <SubPage
      title="我的反馈"
      right={
        <IntentLink href="/mine/problemFeedback" className={styles.linkButton}>
          去反馈
        </IntentLink>
      }
    >
      <MessageList kind="feedback" />
    </SubPage>
  );
}
