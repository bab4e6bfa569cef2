'use client';
// The draft: every field checked as it is typed against the call table's own schema
// (DRAFT_FIELDS), its Chinese tip shown under it; the origin checks again on save (its tip shows
// above the button). Price is typed in 钻石 and sent in tenths (§5).
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useContentOptions, useSaveDraft } from '@/lib/api/admin/use-content';
import { VIDEO_ACCESS, type VideoAccess } from '@/lib/domain/video/entitlement';
import { VIDEO_CATEGORIES } from '@/lib/domain/video/ingest-draft';
import { DRAFT_FIELDS } from '@/lib/protocol/calls/admin/content';
import type { IngestRow } from '@/lib/protocol/shapes/admin/content';

import styles from '../admin.module.css';
import { ACCESS_LABELS } from './content-labels';

type Form = {
  title: string;
  description: string;
  tags: string;
  actorId: string;
  category: string;
  durationShown: string;
  access: VideoAccess;
  price: string;
  previewSeconds: string;
};

function formOf(row: IngestRow): Form {
  const d = row.draft;
  return {
    title: d?.title ?? '',
    description: d?.description ?? '',
    tags: d?.tags.join('，') ?? '',
    actorId: d?.actorId ? String(d.actorId) : '',
    category: d?.category ?? '',
    durationShown: d?.durationShown ? String(d.durationShown) : '',
    access: d?.access ?? 'free',
    price: d && d.price ? String(d.price / 10) : '',
    previewSeconds: d?.previewSeconds ? String(d.previewSeconds) : '',
  };
}

/** The call's input for the form (blank optional fields left out). */
function inputOf(f: Form) {
  const tags = f.tags.split(/[,，\s]+/).filter(Boolean);
  const price = f.access === 'paid' && f.price ? Math.round(Number(f.price) * 10) : undefined;
  return {
    title: f.title,
    description: f.description || undefined,
    tags: tags.length ? tags : undefined,
    actorId: f.actorId || undefined,
    category: (f.category || undefined) as (typeof VIDEO_CATEGORIES)[number] | undefined,
    durationShown: f.durationShown || undefined,
    access: f.access,
    price: Number.isNaN(price) ? f.price : price,
    previewSeconds: f.previewSeconds || undefined,
  };
}

type Key = keyof ReturnType<typeof inputOf>;

function tipsOf(f: Form): Partial<Record<Key, string>> {
  const input = inputOf(f);
  const tips: Partial<Record<Key, string>> = {};
  for (const key of Object.keys(DRAFT_FIELDS) as Key[]) {
    const checked = v.safeParse(DRAFT_FIELDS[key] as v.GenericSchema, input[key]);
    if (!checked.success) tips[key] = checked.issues[0]?.message;
  }
  return tips;
}

function Field(props: {
  label: string;
  tip?: string | undefined;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.tip ? (
        <span id={`${props.id}-tip`} className={styles.error}>
          {props.tip}
        </span>
      ) : null}
    </div>
  );
}

type Choice = { value: string; label: string };

function SelectField(props: {
  id: string;
  label: string;
  tip?: string | undefined;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  choices: readonly Choice[];
  blank?: string;
}) {
  return (
    <Field label={props.label} id={props.id} tip={props.tip}>
      <select id={props.id} className={styles.input} value={props.value} onChange={props.onChange}>
        {props.blank ? <option value="">{props.blank}</option> : null}
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

const CATEGORY_CHOICES = VIDEO_CATEGORIES.map((c) => ({ value: c, label: c }));
const ACCESS_CHOICES = VIDEO_ACCESS.map((a) => ({ value: a, label: ACCESS_LABELS[a] }));

export function DraftForm({ row }: { row: IngestRow }) {
  const save = useSaveDraft();
  const options = useContentOptions();
  const [form, setForm] = useState<Form>(() => formOf(row));
  const [touched, setTouched] = useState(false);
  const tips = touched ? tipsOf(form) : {};
  const set = (key: keyof Form) => (e: { target: { value: string } }) => {
    setTouched(true);
    setForm({ ...form, [key]: e.target.value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(tipsOf(form)).length > 0) return;
    save.mutate({ id: row.id, ...inputOf(form) } as never);
  };
  const described = (key: Key) =>
    tips[key] ? { 'aria-describedby': `draft-${key}-tip`, 'aria-invalid': true } : {};
  const text = (key: keyof Form & Key, label: string, type = 'text') => (
    <Field label={label} id={`draft-${key}`} tip={tips[key]}>
      <input
        id={`draft-${key}`}
        className={styles.input}
        type={type}
        value={form[key]}
        onChange={set(key)}
        {...described(key)}
      />
    </Field>
  );
  const actors = (options.data?.actors ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  return (
    <form
      className={`${styles.card} ${styles.column}`}
      onSubmit={submit}
      noValidate
      aria-label="视频信息"
    >
      <h2 className={styles.title}>视频信息</h2>
      {text('title', '标题')}
      <Field label="简介" id="draft-description" tip={tips.description}>
        <textarea
          id="draft-description"
          className={styles.input}
          value={form.description}
          onChange={set('description')}
          rows={3}
          {...described('description')}
        />
      </Field>
      {text('tags', '标签（逗号分隔）')}
      <SelectField
        id="draft-actorId"
        label="演员"
        tip={tips.actorId}
        value={form.actorId}
        onChange={set('actorId')}
        choices={actors}
        blank="不设置"
      />
      <SelectField
        id="draft-category"
        label="分类"
        tip={tips.category}
        value={form.category}
        onChange={set('category')}
        choices={CATEGORY_CHOICES}
        blank="不设置"
      />
      {text('durationShown', `显示时长（秒，留空为实际 ${row.duration} 秒）`, 'number')}
      <SelectField
        id="draft-access"
        label="观看权限"
        tip={tips.access}
        value={form.access}
        onChange={set('access')}
        choices={ACCESS_CHOICES}
      />
      {form.access === 'paid' ? text('price', '钻石价格', 'number') : null}
      {text('previewSeconds', '试看秒数（留空为站点默认）', 'number')}
      {save.error ? (
        <p className={styles.error} role="alert">
          {save.error instanceof AdminCallError ? save.error.tip : '保存失败，请重试'}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p className={styles.notice} role="status">
          已保存
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={save.isPending}>
        保存信息
      </button>
    </form>
  );
}
