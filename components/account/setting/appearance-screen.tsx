'use client';
// /mine/setting/appearance (外观): 深色 / 浅色 / 跟随系统, a radio group that applies at once
// (lib/shell/color-mode-boot). The seasonal theme stays the config's in every mode.
import { COLOR_MODES, COLOR_MODE_LABELS } from '@/lib/domain/shell/color-mode';
import { useColorMode } from '@/lib/shell/use-color-mode';

import styles from './appearance-screen.module.css';
import { SubPage } from '../parts/sub-page';

const HINTS = {
  dark: '默认',
  light: '',
  system: '随手机的深色/浅色设置切换',
} as const;

export function AppearanceScreen() {
  const [mode, choose] = useColorMode();
  return (
    <SubPage title="外观">
      <fieldset className={styles.group}>
        <legend className={styles.legend}>颜色模式</legend>
        {COLOR_MODES.map((option) => (
          <label key={option} className={styles.option}>
            <span className={styles.text}>
              <span>{COLOR_MODE_LABELS[option]}</span>
              {HINTS[option] && <span className={styles.hint}>{HINTS[option]}</span>}
            </span>
            <input
              type="radio"
              name="color-mode"
              value={option}
              className={styles.radio}
              checked={mode === option}
              // Unchecked until hydrated: the server cannot know the stored choice.
              disabled={mode === null}
              onChange={() => choose(option)}
            />
          </label>
        ))}
      </fieldset>
    </SubPage>
  );
}

/** The 外观 cell's value on /mine/setting: the current choice once hydrated. */
export function ColorModeValue() {
  const [mode] = useColorMode();
  return mode === null ? null : <>{COLOR_MODE_LABELS[mode]}</>;
}
