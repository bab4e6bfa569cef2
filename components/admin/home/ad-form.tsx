'use client';
// One ad (a banner is an ad at 首页轮播, position 2): title, picture (uploaded, kept obfuscated on
// the IMAGE line like a cover), link target and the config field it travels in, sort, on/off.
// The link is checked as it is typed by the app's own rule (the call table's schema runs
// adLinkProblem), its reason shown under the field; the origin checks again on save.
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';

import { AdminCallError } from '@/lib/api/admin/admin-client';
import { uploadAdPicture, useDeleteAd, useSaveAd } from '@/lib/api/admin/use-home';
import {
  AD_POSITION_NAMES,
  AD_POSITIONS,
  HOME_LIMITS,
  TIP_LINK_EMPTY,
  TIP_LINK_NOWHERE,
  TIP_LINK_REFUSED,
  TIP_LINK_TOO_LONG,
} from '@/lib/domain/admin/home-config';
import { AD_FIELDS } from '@/lib/protocol/calls/admin/home';
import type { AdRow } from '@/lib/protocol/shapes/admin/home';

import styles from '../admin.module.css';
import { AdminImage } from './admin-image';
import { Field, SelectField, TextField, describedBy, tipOf } from './fields';
import { choicesOf, LINK_FIELD_LABELS } from './home-labels';
import home from './home.module.css';

export type AdDraft = {
  id?: number;
  version?: number;
  position: string;
  title: string;
  cover: string;
  link: string;
  linkField: string;
  sort: string;
  enabled: boolean;
};

export const draftOf = (ad: AdRow | null, position = 2): AdDraft => ({
  ...(ad ? { id: ad.id, version: ad.version } : {}),
  position: String(ad?.position ?? position),
  title: ad?.title ?? '',
  cover: ad?.cover ?? '',
  link: ad?.link ?? '',
  linkField: ad?.linkField ?? 'href',
  sort: String(ad?.sort ?? 0),
  enabled: ad?.enabled ?? true,
});

const inputOf = (d: AdDraft) => ({
  ...(d.id === undefined ? {} : { id: d.id, version: d.version }),
  position: d.position,
  title: d.title,
  cover: d.cover,
  link: d.link,
  linkField: (d.linkField || undefined) as NonNullable<AdRow['linkField']> | undefined,
  sort: d.sort || '0',
  enabled: d.enabled,
});

type Checked = 'title' | 'cover' | 'link' | 'sort';
function tipsOf(d: AdDraft): Partial<Record<Checked, string>> {
  const input = inputOf(d);
  const tips: Partial<Record<Checked, string>> = {};
  for (const key of ['title', 'cover', 'link', 'sort'] as const) {
    const tip = tipOf(AD_FIELDS[key], input[key]);
    if (tip) tips[key] = tip;
  }
  return tips;
}

const POSITIONS = AD_POSITIONS.map((p) => ({
  value: String(p),
  label: `${p} ${AD_POSITION_NAMES[p]}`,
}));
const LINK_TIPS = new Set([TIP_LINK_EMPTY, TIP_LINK_NOWHERE, TIP_LINK_REFUSED, TIP_LINK_TOO_LONG]);
const failure = (error: unknown) =>
  error instanceof AdminCallError ? error.tip : '保存失败，请重试';

type Props = {
  draft: AdDraft;
  imageLine: string;
  onChange: Dispatch<SetStateAction<AdDraft | null>>;
  onDone: () => void;
};

function AdButtons(props: {
  saving: boolean;
  saved: boolean;
  onCancel: () => void;
  onDelete: () => void;
}) {
  return (
    <div className={home.actions}>
      <button type="submit" className={styles.button} disabled={props.saving}>
        保存广告
      </button>
      <button type="button" className={`${styles.button} ${styles.ghost}`} onClick={props.onCancel}>
        取消
      </button>
      {!props.saved ? null : (
        <button
          type="button"
          className={`${styles.button} ${styles.ghost}`}
          onClick={props.onDelete}
        >
          删除广告
        </button>
      )}
    </div>
  );
}

/** The picture: chosen, uploaded at once (cleaned and obfuscated at the origin), then shown. */
function AdPicture(props: {
  cover: string;
  title: string;
  imageLine: string;
  tip: string | undefined;
  onCover: (cover: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true, error: null });
    props.onBusy(true);
    try {
      props.onCover(await uploadAdPicture(file));
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: failure(error) });
    }
    props.onBusy(false);
  };
  const tip = state.error ?? props.tip;
  return (
    <>
      <Field id="ad-picture" label="广告图片" tip={tip}>
        <input
          id="ad-picture"
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp,image/bmp"
          onChange={(e) => void pick(e.target.files?.[0])}
          {...describedBy('ad-picture', tip)}
        />
      </Field>
      {state.busy ? <p role="status">上传中…</p> : null}
      {props.cover ? (
        <AdminImage
          line={props.imageLine}
          path={props.cover}
          alt={props.title || '广告图片'}
          className={home.adThumb}
        />
      ) : null}
    </>
  );
}

export function AdForm({ draft, imageLine, onChange, onDone }: Props) {
  const save = useSaveAd();
  const remove = useDeleteAd();
  const [touched, setTouched] = useState(false);
  const [uploading, setUploading] = useState(false);
  const tips = touched ? tipsOf(draft) : {};
  // The origin's own refusal of the link shows under the field too.
  const serverTip = save.error ? failure(save.error) : undefined;
  const linkTip = tips.link ?? (serverTip && LINK_TIPS.has(serverTip) ? serverTip : undefined);
  const set =
    <K extends keyof AdDraft>(key: K) =>
    (value: string) => {
      setTouched(true);
      onChange({ ...draft, [key]: value });
    };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(tipsOf(draft)).length > 0) return;
    save.mutate(inputOf(draft), { onSuccess: onDone });
  };
  const drop = () => {
    if (draft.id === undefined || !window.confirm(`删除广告“${draft.title}”？`)) return;
    remove.mutate({ id: draft.id, version: draft.version! }, { onSuccess: onDone });
  };
  return (
    <form
      className={`${styles.card} ${styles.column} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-label="广告设置"
    >
      <h3 className={home.subtitle}>{draft.id ? `编辑广告 #${draft.id}` : '新建广告'}</h3>
      <div className={home.grid}>
        <SelectField
          id="ad-position"
          label="广告位置"
          value={draft.position}
          onChange={set('position')}
          choices={POSITIONS}
        />
        <TextField
          id="ad-title"
          label={`标题（最多${HOME_LIMITS.adTitleMax}字）`}
          value={draft.title}
          onChange={set('title')}
          tip={tips.title}
        />
        <TextField
          id="ad-link"
          label="跳转链接"
          value={draft.link}
          onChange={set('link')}
          tip={linkTip}
        />
        <SelectField
          id="ad-link-field"
          label="链接字段"
          value={draft.linkField}
          onChange={set('linkField')}
          choices={choicesOf(LINK_FIELD_LABELS)}
        />
        <TextField
          id="ad-sort"
          label="排序（小的在前）"
          type="number"
          value={draft.sort}
          onChange={set('sort')}
          tip={tips.sort}
        />
        <label className={home.check}>
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => onChange({ ...draft, enabled: e.target.checked })}
          />
          上线
        </label>
      </div>
      <AdPicture
        cover={draft.cover}
        title={draft.title}
        imageLine={imageLine}
        tip={tips.cover}
        onCover={(cover) => onChange((d) => (d ? { ...d, cover } : d))}
        onBusy={setUploading}
      />
      {(serverTip && !linkTip) || remove.error ? (
        <p className={styles.error} role="alert">
          {failure(save.error ?? remove.error)}
        </p>
      ) : null}
      <AdButtons
        saving={save.isPending || uploading}
        saved={draft.id !== undefined}
        onCancel={onDone}
        onDelete={drop}
      />
    </form>
  );
}
