'use client';
// statConfigApp.list as headed rows: for each other screen of the app, the ads at its
// positions (locIds), in a row that scrolls sideways. Taps go through useOpenLink.
import { useId } from 'react';

import { LazyImage } from '@/components/ui/lazy-image';
import type { AdItem } from '@/lib/domain/platform/links';
import type { AdSection } from '@/lib/domain/shell/config';

import styles from './home-screen.module.css';

function SectionRow({ section, onOpen }: { section: AdSection; onOpen: (item: AdItem) => void }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {section.name}
      </h2>
      {/* One ad fills the width; several scroll sideways, the next one peeking in. */}
      <ul className={styles.row} data-single={section.ads.length === 1 ? 'true' : undefined}>
        {section.ads.map((ad) => (
          <li key={ad.key} className={styles.card}>
            <button type="button" className={styles.cardButton} onClick={() => onOpen(ad.item)}>
              <LazyImage
                src={ad.cover}
                alt=""
                aspectRatio="750 / 380"
                className={styles.cardImage}
              />
              <span className={styles.cardTitle}>{ad.title || '查看详情'}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AdSections({
  sections,
  onOpen,
}: {
  sections: readonly AdSection[];
  onOpen: (item: AdItem) => void;
}) {
  return (
    <>
      {sections.map((section) => (
        <SectionRow key={section.key} section={section} onOpen={onOpen} />
      ))}
    </>
  );
}
