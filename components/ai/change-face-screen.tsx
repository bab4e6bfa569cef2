'use client';
// /ai/changeFace?id=: one operator template, the user's own photo, the consent tick, the price;
// 开始生成 uploads the photo (once) and submits the order, then the works list shows it being
// made. A failure keeps the photo and the tick; a retry reuses the request id, so it charges once.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';

import { usePageSearchParams } from '@/components/shell/page-active';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Header } from '@/components/ui/header';
import { LazyImage } from '@/components/ui/lazy-image';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useCurrentUser } from '@/lib/api/account/user';
import { aiOrdersQuery, aiTemplateQuery, type AiTemplate } from '@/lib/api/ai/studio';
import { AI_CONSENT_TEXT, aiPriceText, isUnfinished } from '@/lib/domain/ai/studio';
import { formatDiamond } from '@/lib/domain/platform/format';
import { parseQueryId } from '@/lib/domain/video/links';
import { walletOf } from '@/lib/domain/money/wallet';

import styles from './change-face.module.css';
import shared from './ai-studio.module.css';
import { PhotoPicker } from './photo-picker';
import { useFaceSwapForm } from './use-face-swap-form';

function useUnfinishedOrders(): number {
  const { data } = useInfiniteQuery(aiOrdersQuery());
  return (data?.pages ?? []).reduce(
    (sum, page) => sum + page.list.filter((order) => isUnfinished(order.status)).length,
    0,
  );
}

function FaceSwapForm({ template }: { template: AiTemplate }) {
  const router = useRouter();
  const toast = useToast();
  const { user } = useCurrentUser();
  const wallet = walletOf(user);
  const form = useFaceSwapForm(template, useUnfinishedOrders(), () => {
    toast.success('已提交，正在生成');
    router.push('/ai/history');
  });
  return (
    <div className={styles.body}>
      <div className={styles.preview}>
        <div className={styles.slot}>
          <span>模板</span>
          <LazyImage src={template.cover} alt={template.title} aspectRatio="3 / 4" preload />
        </div>
        <div className={styles.slot}>
          <span>本人照片</span>
          <PhotoPicker url={form.photoUrl} onPick={form.pick} disabled={form.busy} />
        </div>
      </div>
      <ul className={styles.rules}>
        <li>请上传本人清晰正脸照片，五官无遮挡，光线充足效果更好</li>
        <li>照片仅用于本次生成，作品仅自己可见</li>
        <li>生成失败时，已扣的钻石将自动退回</li>
      </ul>
      <label className={styles.consent}>
        <input
          type="checkbox"
          checked={form.consent}
          onChange={(event) => form.setConsent(event.target.checked)}
        />
        <span>{AI_CONSENT_TEXT}</span>
      </label>
      <p className={styles.cost}>
        <span>
          消耗 <strong>{aiPriceText(template.price)}</strong>
        </span>
        {template.price > 0 && (
          <span>当前钻石 {wallet ? formatDiamond(wallet.diamonds) : '—'}</span>
        )}
      </p>
      {!form.short && wallet !== null && wallet.diamonds < template.price && (
        <p className={styles.cost}>
          <span>钻石不足，生成前请先充值</span>
          <Link href="/mine/diamondRecharge">去充值</Link>
        </p>
      )}
      {form.error && (
        <p className={styles.error} role="alert">
          {form.error}
          {form.short && (
            <>
              {' '}
              <Link href="/mine/diamondRecharge">去充值</Link>
            </>
          )}
        </p>
      )}
      <button type="button" className={styles.primary} disabled={form.busy} onClick={form.submit}>
        {form.busyText ?? '开始生成'}
      </button>
      <Link href="/ai/history" className={styles.secondaryLink}>
        查看我的作品
      </Link>
    </div>
  );
}

function TemplateLoader({ id }: { id: number }) {
  const query = useQuery(aiTemplateQuery(id));
  if (query.data) return <FaceSwapForm template={query.data} />;
  if (query.data === null) {
    return <EmptyState text="模板不存在或已下架" description="去AI创作看看其他模板吧" />;
  }
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className={styles.body} role="status" aria-label="加载中">
      <SkeletonLines lines={4} />
    </div>
  );
}

export function ChangeFaceScreen() {
  const id = parseQueryId(usePageSearchParams().get('id'));
  return (
    <main className={shared.screen}>
      <Header title="AI换脸" />
      {id === null ? (
        <EmptyState text="模板链接有误" description="请返回AI创作重新选择模板" />
      ) : (
        <TemplateLoader key={id} id={id} />
      )}
    </main>
  );
}
