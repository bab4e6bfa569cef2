'use client';
// /mine/setting/playback 播放设置 (issue 39): 自动播放下一集, 默认清晰度 and 记住声音, saved at
// once in localStorage (lib/state/playback-settings-atoms) and read by the player.
import { useAtomValue, useSetAtom } from 'jotai';

import {
  DEFAULT_PLAYBACK_SETTINGS,
  DEFAULT_QUALITY_OPTIONS,
  defaultQualityName,
  type PlaybackSettings,
} from '@/lib/domain/player/playback-settings';
import { useHydrated } from '@/lib/shell/use-hydrated';
import {
  playbackSettingsAtom,
  updatePlaybackSettingsAtom,
} from '@/lib/state/playback-settings-atoms';

import cellStyles from '../parts/cells.module.css';
import { SubPage } from '../parts/sub-page';
import styles from './playback-settings.module.css';

type Flag = 'autoplayNext' | 'rememberSound';

const FLAGS: readonly { key: Flag; label: string; note: string }[] = [
  {
    key: 'autoplayNext',
    label: '自动播放下一集',
    note: '视频播完后倒计时播放合集的下一集或相关推荐，可取消',
  },
  {
    key: 'rememberSound',
    label: '记住声音',
    note: '开启后，静音或有声的选择沿用到之后的视频；关闭后每个视频都有声开始',
  },
];

function SwitchRow({
  label,
  note,
  on,
  onChange,
}: {
  label: string;
  note: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <div className={styles.row}>
      <span className={styles.text}>
        {label}
        <span className={styles.note}>{note}</span>
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={label}
        className={styles.switch}
        onClick={() => onChange(!on)}
      />
    </div>
  );
}

export function PlaybackSettingsScreen() {
  const stored = useAtomValue(playbackSettingsAtom);
  // The server renders the defaults (it has no localStorage); the browser's first render must
  // match them, then shows what is stored.
  const settings = useHydrated() ? stored : DEFAULT_PLAYBACK_SETTINGS;
  const update = useSetAtom(updatePlaybackSettingsAtom);
  const set = (change: Partial<PlaybackSettings>) => update(change);

  return (
    <SubPage title="播放设置">
      <ul className={`${cellStyles.group} ${styles.group}`} aria-label="播放">
        {FLAGS.map((flag) => (
          <li key={flag.key}>
            <SwitchRow
              label={flag.label}
              note={flag.note}
              on={settings[flag.key]}
              onChange={(on) => set({ [flag.key]: on })}
            />
          </li>
        ))}
      </ul>
      <section className={cellStyles.group} aria-labelledby="default-quality">
        <div className={styles.row}>
          <span className={styles.text} id="default-quality">
            默认清晰度
            <span className={styles.note}>视频开始时使用，没有该清晰度时选最接近的一档</span>
          </span>
        </div>
        <div className={styles.choices} role="radiogroup" aria-labelledby="default-quality">
          {DEFAULT_QUALITY_OPTIONS.map((quality) => (
            <button
              key={quality}
              type="button"
              role="radio"
              aria-checked={settings.defaultQuality === quality}
              className={styles.choice}
              onClick={() => set({ defaultQuality: quality })}
            >
              {defaultQualityName(quality)}
            </button>
          ))}
        </div>
      </section>
    </SubPage>
  );
}
