'use client';
// 首页配置: an area's tabs (首页 or 长视频); the chosen tab's sections kept as pending edits beside
// a phone-sized preview, published together with 发布; the banners and ads of every position,
// each saved on its own after its link passes the app's rule. Editors and the owner.
import { useMemo, useState } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import {
  useAds,
  useHomeLayout,
  useHomePreview,
  usePublishSections,
} from '@/lib/api/admin/use-home';
import { HOME_AREA_LABELS, type HOME_AREAS } from '@/lib/domain/admin/home-config';
import type { HomeTabRow } from '@/lib/protocol/shapes/admin/home';

import styles from '../admin.module.css';
import { mayCall, useMe } from '../admin-me';
import { NoRight } from '../coming-soon';
import type { AdDraft } from './ad-form';
import { AdsPanel } from './ads-panel';
import { choicesOf } from './home-labels';
import home from './home.module.css';
import { HomePreview } from './home-preview';
import {
  inputOf,
  isDirty,
  pendingOf,
  removedOf,
  sectionTips,
  type PendingSection,
} from './pending-sections';
import { SectionsEditor } from './sections-editor';
import { TabForm } from './tab-form';

type Area = (typeof HOME_AREAS)[number];

/** The pending sections of `tab`, started again whenever the tab or its saved rows change. */
function usePending(tab: HomeTabRow | null) {
  const saved = tab ? `${tab.id}:${JSON.stringify(tab.sections)}` : '';
  const fresh = () => (tab ? tab.sections.map(pendingOf) : []);
  const [state, setState] = useState(() => ({ saved, pending: fresh() }));
  // Adjusted while rendering (not in an effect): a new read of other rows starts afresh.
  if (state.saved !== saved) setState({ saved, pending: fresh() });
  const setPending = (pending: PendingSection[]) => setState({ saved, pending });
  return [state.saved === saved ? state.pending : fresh(), setPending] as const;
}

function SectionsPanel(props: {
  tab: HomeTabRow;
  pending: PendingSection[];
  onPending: (next: PendingSection[]) => void;
}) {
  const publish = usePublishSections();
  const dirty = isDirty(props.tab, props.pending);
  const invalid = props.pending.some((p) => Object.keys(sectionTips(p)).length > 0);
  const send = () =>
    publish.mutate({
      tabId: props.tab.id,
      sections: props.pending.map(inputOf),
      removed: removedOf(props.tab, props.pending),
    });
  return (
    <section className={styles.card} aria-labelledby="sections-title">
      <h2 id="sections-title" className={home.subtitle}>
        栏目（{props.tab.name}）
      </h2>
      <SectionsEditor pending={props.pending} onChange={props.onPending} />
      {publish.error ? (
        <p className={styles.error} role="alert">
          {publish.error instanceof AdminCallError ? publish.error.tip : '发布失败，请重试'}
        </p>
      ) : null}
      {publish.isSuccess && !dirty ? (
        <p className={styles.notice} role="status">
          已发布，用户一分钟内可见
        </p>
      ) : null}
      <div className={home.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={send}
          disabled={!dirty || invalid || publish.isPending}
        >
          发布
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.ghost}`}
          onClick={() => props.onPending(props.tab.sections.map(pendingOf))}
          disabled={!dirty}
        >
          放弃修改
        </button>
        {dirty ? <span className={styles.muted}>有未发布的修改</span> : null}
      </div>
    </section>
  );
}

export function HomeScreen() {
  const me = useMe();
  const [area, setArea] = useState<Area>('home');
  const [tabId, setTabId] = useState<number | null>(null);
  const [draft, setDraft] = useState<AdDraft | null>(null);
  const layout = useHomeLayout(area);
  const ads = useAds();
  const tabs = layout.data?.tabs ?? [];
  const tab = tabs.find((t) => t.id === tabId) ?? tabs[0] ?? null;
  const [pending, setPending] = usePending(tab);
  const sources = useMemo(
    () =>
      pending.map((p) => ({
        kind: p.kind,
        refId: p.refId || '0',
        feedOrder: p.feedOrder,
        size: p.size,
      })),
    [pending],
  );
  const valid = pending.every((p) => Object.keys(sectionTips(p)).length === 0);
  const preview = useHomePreview(valid ? sources : []);
  if (!mayCall(me, 'home/layout')) return <NoRight title="首页配置" />;
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className={styles.title}>
        首页配置
      </h1>
      <div className={home.actions}>
        <label htmlFor="home-area">区域</label>
        <select
          id="home-area"
          className={styles.input}
          value={area}
          onChange={(e) => {
            setArea(e.target.value as Area);
            setTabId(null);
          }}
        >
          {choicesOf(HOME_AREA_LABELS).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <label htmlFor="home-tab">分类</label>
        <select
          id="home-tab"
          className={styles.input}
          value={tab?.id ?? ''}
          onChange={(e) => setTabId(Number(e.target.value))}
        >
          {tabs.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      {layout.error ? (
        <p className={styles.error} role="alert">
          {layout.error instanceof AdminCallError ? layout.error.tip : '读取失败，请刷新'}
        </p>
      ) : null}
      <div className={home.layout}>
        <div className={home.editors}>
          {layout.data ? (
            <TabForm
              key={`${area}-${tab?.id ?? 'new'}-${tab?.version ?? 0}`}
              area={area}
              tab={tab}
              onSaved={setTabId}
            />
          ) : null}
          {tab ? <SectionsPanel tab={tab} pending={pending} onPending={setPending} /> : null}
          <AdsPanel draft={draft} onDraft={setDraft} />
        </div>
        <HomePreview
          area={area}
          imageLine={layout.data?.imageLine ?? ''}
          tabs={tabs}
          tabId={tab?.id ?? null}
          sections={valid ? pending : []}
          covers={preview.data?.sections}
          ads={ads.data?.ads ?? []}
          draft={draft}
          statConfigApp={ads.data?.statConfigApp}
          adsType={ads.data?.adsType}
        />
      </div>
    </section>
  );
}
