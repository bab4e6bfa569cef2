'use client';
// /welfare/exchange 兑换中心: a 兑换码 from the operator (an event, a gift card) becomes diamonds
// or VIP days, for an account: a guest is told so up front and offered 去登录 instead of the form
// (docs/money-api.md "Rewards need an account"). The code is checked here with the origin's own
// rule first; a refusal shows the server's reason under the field and keeps what was typed.
// 兑换记录 lists the codes used.
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';

import { usePageActive } from '@/components/shell/page-active';
import { Header } from '@/components/ui/header';
import { IntentLink } from '@/components/ui/intent-link';
import { InfiniteList } from '@/components/ui/list';
import { failureText } from '@/lib/api/failure-text';
import { useCurrentUser } from '@/lib/api/account/user';
import {
  redeemHistoryQuery,
  useRedeemCode,
  type RedeemRecord,
  type RedeemUsed,
} from '@/lib/api/money/redeem';
import { formatDate, formatDiamond } from '@/lib/domain/platform/format';
import {
  REDEEM_CODE_MAX,
  TIP_REDEEM_GUEST,
  redeemCodeProblem,
  redeemRewardText,
} from '@/lib/domain/money/redeem';
import { userCardView } from '@/lib/domain/account/user-card';
import { expiryDay } from '@/lib/domain/money/vip';

import styles from './exchange-screen.module.css';

const FALLBACK = '兑换失败，请稍后重试';
const LOGIN_PATH = '/mine/login';

/** What a guest sees where the form would be: codes are for accounts. */
function LoginFirst() {
  return (
    <section className={styles.card} aria-label="兑换码兑换">
      <p className={styles.label}>{TIP_REDEEM_GUEST}</p>
      <p className={styles.muted}>兑换码仅限注册账号使用，登录后兑换的钻石和会员时长归入账号</p>
      <IntentLink href={LOGIN_PATH} className={styles.submit}>
        去登录
      </IntentLink>
    </section>
  );
}

function Outcome({ used }: { used: RedeemUsed }) {
  return (
    <section className={styles.outcome} role="status" aria-label="兑换结果">
      <strong className={styles.outcomeTitle}>兑换成功</strong>
      <span>获得 {redeemRewardText(used.reward)}</span>
      <span className={styles.muted}>
        {used.vip
          ? `会员有效期至 ${expiryDay(used.vip.vipExpire)}`
          : `当前钻石 ${formatDiamond(used.diamonds)}`}
      </span>
      {used.vip && <Link href="/mine/vip">查看我的会员</Link>}
    </section>
  );
}

function RedeemForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [used, setUsed] = useState<RedeemUsed | null>(null);
  const redeem = useRedeemCode();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    const problem = redeemCodeProblem(code);
    if (problem) return setError(problem);
    setError('');
    setUsed(null);
    redeem.mutate(code, {
      onSuccess: (answer) => {
        setUsed(answer);
        setCode('');
      },
      onError: (failure) => setError(failureText(failure, FALLBACK)),
    });
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label="兑换码兑换" noValidate>
      <label className={styles.label} htmlFor="redeem-code">
        兑换码
      </label>
      <input
        id="redeem-code"
        className={styles.input}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          if (error) setError('');
        }}
        placeholder="请输入兑换码"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={REDEEM_CODE_MAX * 2}
        aria-invalid={error ? true : undefined}
        aria-describedby="redeem-code-note"
      />
      {error ? (
        <p id="redeem-code-note" className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id="redeem-code-note" className={styles.muted}>
          不区分大小写，空格和“-”可省略
        </p>
      )}
      <button type="submit" className={styles.submit} aria-disabled={redeem.isPending}>
        {redeem.isPending ? '兑换中…' : '立即兑换'}
      </button>
      {used && <Outcome used={used} />}
    </form>
  );
}

function RecordRow({ record }: { record: RedeemRecord }) {
  return (
    <div className={styles.record}>
      <span className={styles.recordReward}>{redeemRewardText(record.reward)}</span>
      <span className={styles.recordCode}>{record.code}</span>
      <time className={styles.muted}>{formatDate(record.usedAt, 'YYYY-MM-DD HH:mm')}</time>
    </div>
  );
}

export function ExchangeScreen() {
  const history = useInfiniteQuery(redeemHistoryQuery());
  const active = usePageActive();
  const { user } = useCurrentUser();
  // Until the session is known the screen reads as a guest's, as the 福利 tab does.
  const guest = userCardView(user)?.isGuest ?? true;
  return (
    <main className={styles.screen}>
      <Header title="兑换中心" />
      {guest ? <LoginFirst /> : <RedeemForm />}
      <section className={styles.history} aria-labelledby="redeem-history-title">
        <h2 id="redeem-history-title" className={styles.title}>
          兑换记录
        </h2>
        <InfiniteList
          query={history}
          getKey={(record) => record.id}
          renderItem={(record) => <RecordRow record={record} />}
          empty={<p className={styles.muted}>还没有兑换记录</p>}
          active={active}
          aria-label="兑换记录"
        />
      </section>
      <p className={styles.rules}>
        兑换码由官方活动发放，仅限注册账号使用，每个兑换码每个账号限用一次；钻石即时到账，会员时长在当前有效期后顺延。
      </p>
    </main>
  );
}
