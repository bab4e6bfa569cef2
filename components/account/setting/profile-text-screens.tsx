'use client';
// /mine/setting/modifyname and /mine/setting/modifiIntro: the nickname (2–12, unique, no banned
// words) and the intro (up to 60, may be cleared), checked here first with the origin's rules.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { ownUserQuery } from '@/lib/api/account/center';
import { useModifyProfile } from '@/lib/api/account/settings';
import {
  INTRO_MAX,
  introProblem,
  NICKNAME_MAX,
  nicknameProblem,
} from '@/lib/domain/account/profile-rules';
import { textLength } from '@/lib/domain/platform/text-normalise';

import fieldStyles from '../parts/fields.module.css';
import buttonStyles from '../parts/buttons.module.css';
import { Field } from '../parts/fields';
import { SubPage } from '../parts/sub-page';
import { useSaveUser } from './use-save-user';

export function ModifyNameScreen() {
  const { data: user } = useQuery(ownUserQuery());
  return <SubPage title="修改昵称">{user && <NameForm initial={user.nickname} />}</SubPage>;
}

export function ModifyIntroScreen() {
  const { data: user } = useQuery(ownUserQuery());
  return <SubPage title="个人简介">{user && <IntroForm initial={user.intro} />}</SubPage>;
}

function NameForm({ initial }: { initial: string }) {
  const [name, setName] = useState(initial);
  const { busy, error, setError, save } = useSaveUser();
  const modify = useModifyProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nickname = name.trim();
    const problem = nicknameProblem(nickname);
    if (problem) return setError(problem);
    void save(() => modify.mutateAsync({ nickname }));
  };
  return (
    <form className={fieldStyles.form} onSubmit={submit} aria-label="修改昵称" noValidate>
      <Field
        label="昵称"
        value={name}
        onChange={setName}
        placeholder={`2-${NICKNAME_MAX}个字符`}
        hint={`${textLength(name.trim())}/${NICKNAME_MAX}，可用中英文、数字和 _ · .`}
        error={error}
      />
      <button type="submit" className={buttonStyles.primary} disabled={busy || !name.trim()}>
        {busy ? '保存中…' : '保存'}
      </button>
    </form>
  );
}

function IntroForm({ initial }: { initial: string }) {
  const [intro, setIntro] = useState(initial);
  const { busy, error, setError, save } = useSaveUser();
  const modify = useModifyProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = intro.trim();
    const problem = introProblem(value);
    if (problem) return setError(problem);
    void save(() => modify.mutateAsync({ intro: value }));
  };
  return (
    <form className={fieldStyles.form} onSubmit={submit} aria-label="修改简介" noValidate>
      <label className={fieldStyles.label} htmlFor="intro-text">
        简介
      </label>
      <textarea
        id="intro-text"
        className={fieldStyles.textarea}
        value={intro}
        onChange={(event) => setIntro(event.target.value)}
        placeholder="介绍一下自己吧"
        rows={4}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : (
        <p className={fieldStyles.hint}>
          {textLength(intro.trim())}/{INTRO_MAX}
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        {busy ? '保存中…' : '保存'}
      </button>
    </form>
  );
}
