'use client';
// The statConfigApp nine-grid: up to nine shortcuts, each an icon from the IMAGE line (an
// inline glyph when the entry has none) and its name; a tap goes through useOpenLink.
import { SparkleIcon } from '@/components/icons/shell-icons';
import { LazyImage } from '@/components/ui/lazy-image';
import type { AdItem } from '@/lib/domain/platform/links';
import { gridInitial, type NineGridEntry } from '@/lib/domain/shell/config';

import styles from './home-screen.module.css';

export function NineGrid({
  entries,
  onOpen,
}: {
  entries: readonly NineGridEntry[];
  onOpen: (item: AdItem) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <nav className={styles.grid} aria-label="快捷入口">
      <ul className={styles.gridList}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <button type="button" className={styles.gridItem} onClick={() => onOpen(entry.item)}>
              <span className={styles.gridIcon} aria-hidden="true">
                {entry.icon ? (
                  <LazyImage
                    src={entry.icon}
                    alt=""
                    aspectRatio={1}
                    className={styles.gridImage}
                    // Until the picture comes: the entry's first character, not a grey play mark.
                    placeholder={
                      <span className={styles.gridInitial}>{gridInitial(entry.name)}</span>
                    }
                  />
                ) : (
                  <SparkleIcon className={styles.gridGlyph} />
                )}
              </span>
              <span className={styles.gridName}>{entry.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
