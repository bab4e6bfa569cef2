'use client';
// The 图生视频 motions as a radio group: each a small picture looping the camera move it makes
// (CSS only; still when the user asks for reduced motion), its name and a line on what it does.
import {
  AI_VIDEO_MOTIONS,
  aiVideoMotionDescription,
  aiVideoMotionName,
  type AiVideoMotion,
} from '@/lib/domain/ai/video';

import styles from './image-video.module.css';

export function MotionPicker({
  value,
  onChange,
  disabled,
}: {
  value: AiVideoMotion | null;
  onChange: (motion: AiVideoMotion) => void;
  disabled: boolean;
}) {
  return (
    <div className={styles.motions} role="radiogroup" aria-labelledby="ai-video-motion-title">
      {AI_VIDEO_MOTIONS.map((motion) => (
        <label key={motion} className={styles.motion} data-checked={value === motion || undefined}>
          <input
            type="radio"
            name="ai-video-motion"
            value={motion}
            checked={value === motion}
            disabled={disabled}
            onChange={() => onChange(motion)}
            className={styles.motionInput}
          />
          <span className={styles.motionPreview} aria-hidden="true">
            <span className={styles.motionScene} data-motion={motion}>
              <span className={styles.motionSun} />
              <span className={styles.motionHill} />
            </span>
          </span>
          <span className={styles.motionName}>{aiVideoMotionName(motion)}</span>
          <span className={styles.motionText}>{aiVideoMotionDescription(motion)}</span>
        </label>
      ))}
    </div>
  );
}
