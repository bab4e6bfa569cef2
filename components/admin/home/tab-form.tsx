'use client';
// One tab of the area: its name, its own endless feed and its place, saved at once (tabs are few
// and a new one is empty, so it needs no preview); or a new tab; or the tab deleted with its
// sections. Each save sends the version it read (4090 when another editor saved first).
import { useState, type FormEvent } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { useDeleteTab, useSaveTab } from '@/lib/api/admin/use-home';
import {
  FEED_KIND_LABELS,
  FEED_ORDER_LABELS,
  HOME_LIMITS,
  type HOME_AREAS,
} from '@/lib/domain/admin/home-config';
import type { HomeTabRow } from '@/lib/protocol/shapes/admin/home';

import styles from '../admin.module.css';
import { SelectField, TextField } from './fields';
import { choicesOf } from './home-labels';
import home from './home.module.css';

type Area = (typeof HOME_AREAS)[number];
type Form = {
  name: string;
  kind: HomeTabRow['kind'];
  refId: string;
  feedOrder: HomeTabRow['feedOrder'];
  sort: string;
};

const formOf = (tab: HomeTabRow | null): Form => ({
  name: tab?.name ?? '',
  kind: tab?.kind ?? 'published',
  refId: String(tab?.refId ?? 0),
  feedOrder: tab?.feedOrder ?? 'sort',
  sort: String(tab?.sort ?? 0),
});

const failure = (error: unknown) =>
  error instanceof AdminCallError ? error.tip : '保存失败，请重试';

function TabFields({
  form,
  set,
}: {
  form: Form;
  set: (key: keyof Form) => (value: string) => void;
}) {
  return (
    <div className={home.grid}>
      <TextField
        id="tab-name"
        label={`分类名称（最多${HOME_LIMITS.nameMax}字）`}
        value={form.name}
        onChange={set('name')}
      />
      <SelectField
        id="tab-kind"
        label="内容来源"
        value={form.kind}
        onChange={set('kind')}
        choices={choicesOf(FEED_KIND_LABELS)}
      />
      {form.kind === 'published' ? null : (
        <TextField
          id="tab-ref"
          label="标签/专题编号"
          type="number"
          value={form.refId}
          onChange={set('refId')}
        />
      )}
      <SelectField
        id="tab-order"
        label="排序"
        value={form.feedOrder}
        onChange={set('feedOrder')}
        choices={choicesOf(FEED_ORDER_LABELS)}
      />
      <TextField
        id="tab-sort"
        label="位置（小的在前）"
        type="number"
        value={form.sort}
        onChange={set('sort')}
      />
    </div>
  );
}

export function TabForm(props: {
  area: Area;
  tab: HomeTabRow | null;
  onSaved: (id: number | null) => void;
}) {
  const [creating, setCreating] = useState(props.tab === null);
  const editing = creating ? null : props.tab;
  const [form, setForm] = useState<Form>(() => formOf(editing));
  const save = useSaveTab();
  const remove = useDeleteTab();
  const set =
    <K extends keyof Form>(key: K) =>
    (value: string) =>
      setForm({ ...form, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      area: props.area,
      name: form.name,
      kind: form.kind,
      refId: form.refId || '0',
      feedOrder: form.feedOrder,
      sort: form.sort || '0',
      ...(editing ? { id: editing.id, version: editing.version } : {}),
    };
    save.mutate(input, {
      onSuccess: (answer) => {
        setCreating(false);
        props.onSaved(answer.tab.id);
      },
    });
  };
  const drop = () => {
    if (!editing || !window.confirm(`删除分类“${editing.name}”及其全部栏目？`)) return;
    remove.mutate(
      { id: editing.id, version: editing.version },
      { onSuccess: () => props.onSaved(null) },
    );
  };
  const error = save.error ?? remove.error;
  return (
    <form
      className={`${styles.card} ${home.tabForm}`}
      onSubmit={submit}
      noValidate
      aria-label="分类设置"
    >
      <h2 className={home.subtitle}>{editing ? `分类：${editing.name}` : '新建分类'}</h2>
      <TabFields form={form} set={set} />
      {error ? (
        <p className={styles.error} role="alert">
          {failure(error)}
        </p>
      ) : null}
      <div className={home.actions}>
        <button type="submit" className={styles.button} disabled={save.isPending}>
          {editing ? '保存分类' : '创建分类'}
        </button>
        {editing ? (
          <>
            <button
              type="button"
              className={`${styles.button} ${styles.ghost}`}
              onClick={() => {
                setCreating(true);
                setForm(formOf(null));
              }}
            >
              新建分类
            </button>
            <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={drop}>
              删除分类
            </button>
          </>
        ) : null}
      </div>
    </form>
  );
}
