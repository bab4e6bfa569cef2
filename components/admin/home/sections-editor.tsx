'use client';
// A tab's sections as pending edits: name, layout, size, feed (kind, refId, order) and the
// "more" link, moved up and down, added and taken out; nothing reaches users until 发布 sends
// the whole list in one home/publish call. A stale save (4090) shows its tip; the list is then
// read again, so the editor sees the other change before redoing theirs.
import { FEED_KIND_LABELS, FEED_ORDER_LABELS, HOME_LIMITS } from '@/lib/domain/admin/home-config';

import styles from '../admin.module.css';
import { SelectField, TextField } from './fields';
import { choicesOf, LAYOUT_LABELS } from './home-labels';
import home from './home.module.css';
import { moved, newSection, sectionTips, type PendingSection } from './pending-sections';

type Props = {
  pending: PendingSection[];
  onChange: (next: PendingSection[]) => void;
};

const LAYOUTS = choicesOf(LAYOUT_LABELS);
const KINDS = choicesOf(FEED_KIND_LABELS);
const ORDERS = choicesOf(FEED_ORDER_LABELS);

function SectionHead(props: {
  section: PendingSection;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { section: s, index } = props;
  return (
    <div className={home.sectionHead}>
      <strong>
        {index + 1}. {s.name || '（未命名）'}
        {s.id === undefined ? '（新）' : ''}
      </strong>
      <span className={home.actions}>
        <button
          type="button"
          className={`${styles.button} ${styles.ghost}`}
          onClick={() => props.onMove(-1)}
          disabled={index === 0}
          aria-label={`上移 ${s.name}`}
        >
          上移
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.ghost}`}
          onClick={() => props.onMove(1)}
          disabled={index === props.count - 1}
          aria-label={`下移 ${s.name}`}
        >
          下移
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.ghost}`}
          onClick={props.onRemove}
          aria-label={`删除 ${s.name}`}
        >
          删除
        </button>
      </span>
    </div>
  );
}

function SectionCard(props: {
  section: PendingSection;
  index: number;
  count: number;
  onChange: (next: PendingSection) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { section: s, index } = props;
  const tips = sectionTips(s);
  const id = (field: string) => `section-${s.key}-${field}`;
  const set =
    <K extends keyof PendingSection>(key: K) =>
    (value: string) =>
      props.onChange({ ...s, [key]: value });
  return (
    <li className={home.sectionCard} data-testid="section-card" aria-label={`栏目 ${s.name}`}>
      <SectionHead
        section={s}
        index={index}
        count={props.count}
        onMove={props.onMove}
        onRemove={props.onRemove}
      />
      <div className={home.grid}>
        <TextField
          id={id('name')}
          label="栏目名称"
          value={s.name}
          onChange={set('name')}
          tip={tips.name}
        />
        <SelectField
          id={id('layout')}
          label="样式"
          value={s.layout}
          onChange={set('layout')}
          choices={LAYOUTS}
        />
        <TextField
          id={id('size')}
          label={`显示条数（${HOME_LIMITS.sizeMin}–${HOME_LIMITS.sizeMax}）`}
          type="number"
          value={s.size}
          onChange={set('size')}
          tip={tips.size}
        />
        <SelectField
          id={id('kind')}
          label="内容来源"
          value={s.kind}
          onChange={set('kind')}
          choices={KINDS}
        />
        {s.kind === 'published' ? null : (
          <TextField
            id={id('refId')}
            label={s.kind === 'tag' ? '标签编号' : '专题编号'}
            type="number"
            value={s.refId}
            onChange={set('refId')}
            tip={tips.refId}
          />
        )}
        <SelectField
          id={id('order')}
          label="排序"
          value={s.feedOrder}
          onChange={set('feedOrder')}
          choices={ORDERS}
        />
        <label className={home.check}>
          <input
            type="checkbox"
            checked={s.showMore}
            onChange={(e) => props.onChange({ ...s, showMore: e.target.checked })}
          />
          显示“查看更多”
        </label>
      </div>
    </li>
  );
}

export function SectionsEditor({ pending, onChange }: Props) {
  return (
    <div>
      <ol className={home.sectionList}>
        {pending.map((s, i) => (
          <SectionCard
            key={s.key}
            section={s}
            index={i}
            count={pending.length}
            onChange={(next) => onChange(pending.map((p, j) => (j === i ? next : p)))}
            onMove={(step) => onChange(moved(pending, i, step))}
            onRemove={() => onChange(pending.filter((_, j) => j !== i))}
          />
        ))}
      </ol>
      <button
        type="button"
        className={`${styles.button} ${styles.ghost}`}
        onClick={() => onChange([...pending, newSection()])}
        disabled={pending.length >= HOME_LIMITS.sectionsMax}
      >
        添加栏目
      </button>
    </div>
  );
}
