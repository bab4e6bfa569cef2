'use client';
// A phone-sized (390×844) look at /home or /lld before publishing, from the pending state: the tab bar,
// the banner carousel's slides and the rows of ads placed by the app's own rules
// (lib/domain/shell/config.ts adsAt, adSectionsFrom) from the ads with the open form's unsaved
// values, then the tab's pending sections in order with the covers their feeds would show now.
import { adSectionsFrom, adsAt, AD_POSITION, type ShellAd } from '@/lib/domain/shell/config';
import type { AdRow } from '@/lib/protocol/shapes/admin/home';

import type { AdDraft } from './ad-form';
import { AdminImage } from './admin-image';
import { LAYOUT_LABELS } from './home-labels';
import home from './home.module.css';
import type { PendingSection } from './pending-sections';

type Props = {
  /** /home shows the home carousel and ad rows; /lld only its own carousel (lld-screen.tsx). */
  area: 'home' | 'lld';
  imageLine: string;
  tabs: { id: number; name: string }[];
  tabId: number | null;
  sections: PendingSection[];
  covers: { id: number; title: string; cover: string }[][] | undefined;
  ads: AdRow[];
  draft: AdDraft | null;
  statConfigApp: unknown;
  adsType: unknown;
};

/** The saved ads with the open form's values over its ad (or added), as the config lists them. */
export function previewAds(ads: readonly AdRow[], draft: AdDraft | null) {
  const rows = ads.map((a) => ({ ...a }));
  if (draft) {
    const edited = {
      id: draft.id ?? -1,
      position: Number(draft.position),
      title: draft.title,
      cover: draft.cover,
      sort: Number(draft.sort) || 0,
      enabled: draft.enabled,
      link: draft.link,
    };
    const at = rows.findIndex((a) => a.id === draft.id);
    if (at >= 0) rows[at] = { ...rows[at]!, ...edited };
    else rows.push({ ...edited, linkField: null, clickCount: 0, version: 0 });
  }
  return (
    rows
      .filter((a) => a.enabled)
      .sort((a, b) => a.position - b.position || a.sort - b.sort || a.id - b.id)
      // The link under href: only so the app's reader keeps an ad not saved yet (no id).
      .map(({ id, position, title, cover, link }) => ({ id, position, title, cover, href: link }))
  );
}

function AdStrip({ ads, line, label }: { ads: ShellAd[]; line: string; label: string }) {
  return (
    <div className={home.strip} role="group" aria-label={label} tabIndex={0}>
      {ads.map((ad) => (
        <figure key={ad.key} className={home.slide} data-testid="preview-ad">
          <AdminImage line={line} path={ad.cover} alt={ad.title} className={home.slideImage} />
          <figcaption>{ad.title}</figcaption>
        </figure>
      ))}
    </div>
  );
}

export function HomePreview(props: Props) {
  const config = {
    advertise: previewAds(props.ads, props.draft),
    statConfigApp: props.statConfigApp,
    adsType: props.adsType,
  };
  const lld = props.area === 'lld';
  const banners = adsAt(config, lld ? AD_POSITION.longVideoList : AD_POSITION.homeBanner);
  const rows = lld ? [] : adSectionsFrom(config);
  return (
    <aside className={home.phone} aria-label="首页预览（未发布的修改）" tabIndex={0}>
      <div className={home.phoneTabs} role="group" aria-label="分类" tabIndex={0}>
        {props.tabs.map((t) => (
          <span key={t.id} className={t.id === props.tabId ? home.phoneTabOn : undefined}>
            {t.name}
          </span>
        ))}
      </div>
      {banners.length > 0 ? <AdStrip ads={banners} line={props.imageLine} label="轮播图" /> : null}
      {rows.map((row) => (
        <section key={row.key} className={home.phoneSection}>
          <h4>{row.name}</h4>
          <AdStrip ads={row.ads} line={props.imageLine} label={row.name} />
        </section>
      ))}
      {props.sections.map((s, i) => (
        <section key={s.key} className={home.phoneSection} data-testid="preview-section">
          <h4>
            {s.name} <small>{LAYOUT_LABELS[s.layout]}</small>
          </h4>
          <div
            className={s.layout === 'slider' ? home.strip : home.cards}
            data-layout={s.layout}
            {...(s.layout === 'slider' ? { tabIndex: 0, role: 'group', 'aria-label': s.name } : {})}
          >
            {(props.covers?.[i] ?? []).map((card) => (
              <figure key={card.id} className={home.card}>
                <AdminImage
                  line={props.imageLine}
                  path={card.cover}
                  alt={card.title}
                  className={home.cardImage}
                />
                <figcaption>{card.title}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      ))}
    </aside>
  );
}
