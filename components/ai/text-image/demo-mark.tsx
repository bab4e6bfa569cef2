// The 演示生成 mark on a picture the built-in demo drew (no model behind it), on the picture
// wherever it shows; the note below it says what that means.
import { AI_DEMO_MARK, AI_DEMO_NOTE } from '@/lib/domain/ai/image';

import styles from './text-image.module.css';

export function DemoMark() {
  return (
    <span className={styles.demoMark} title={AI_DEMO_NOTE}>
      {AI_DEMO_MARK}
    </span>
  );
}
