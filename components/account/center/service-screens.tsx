'use client';
// The online-service screens: /mine/setting/kf and /mine/onLine (the operator's service links,
// groups, mail and hours from ping/contact, and the smart service), /mine/officialGroup (the
// official groups and permanent address from login/official), /mine/setting/recruitment.
import { useQuery } from '@tanstack/react-query';

import { ErrorState } from '@/components/ui/error-state';
import { contactQuery, officialQuery } from '@/lib/api/account/center';

import { CellGroup, type CellProps } from '../parts/cells';
import styles from '../parts/panels.module.css';
import { SubPage } from '../parts/sub-page';

type LinkEntry = { name: string; url: string };

/** Operator data is open-shaped (§3): only entries with a name and a URL are shown. */
export function linkEntries(value: unknown): LinkEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const { name, url } = (item ?? {}) as { name?: unknown; url?: unknown };
    return typeof name === 'string' && typeof url === 'string' ? [{ name, url }] : [];
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function linkCell({ name, url }: LinkEntry): CellProps {
  if (url.startsWith('/')) return { label: name, href: url };
  return {
    label: name,
    value: '打开',
    onClick: () => window.open(url, '_blank', 'noopener,noreferrer'),
  };
}

export function ServiceScreen({ title = '在线客服' }: { title?: string }) {
  const contact = useQuery(contactQuery());
  const data = contact.data as Record<string, unknown> | undefined;
  const services = linkEntries(data?.onlineService).filter(
    (entry) => entry.url !== '/mine/setting/kf',
  );
  return (
    <SubPage title={title}>
      {contact.isError && (
        <ErrorState error={contact.error} onRetry={() => void contact.refetch()} />
      )}
      <CellGroup
        label="客服"
        cells={[
          { label: '智能客服', value: '常见问题秒回', href: '/mine/setting/autokf' },
          ...services.map(linkCell),
          { label: '问题反馈', value: '留言给客服', href: '/mine/problemFeedback' },
        ]}
      />
      {data && (
        <CellGroup
          label="联系我们"
          cells={[
            ...linkEntries(data.groups).map(linkCell),
            { label: '客服邮箱', value: text(data.email) },
            { label: '服务时间', value: text(data.workTime) },
          ]}
        />
      )}
    </SubPage>
  );
}

export function OnlineScreen() {
  return <ServiceScreen title="在线客服" />;
}

export function OfficialGroupScreen() {
  const official = useQuery(officialQuery());
  const data = official.data;
  return (
    <SubPage title="官方交流群">
      {official.isError && (
        <ErrorState error={official.error} onRetry={() => void official.refetch()} />
      )}
      {data && (
        <>
          {text(data.notice) && <p className={styles.card}>{text(data.notice)}</p>}
          <CellGroup label="官方群组" cells={linkEntries(data.groups).map(linkCell)} />
          <CellGroup
            label="官方地址"
            cells={[
              { label: '官方网站', value: text(data.site) },
              { label: '永久地址', value: text(data.permanentSite) },
            ]}
          />
        </>
      )}
    </SubPage>
  );
}

export function RecruitmentScreen() {
  const contact = useQuery(contactQuery());
  const email = text((contact.data as Record<string, unknown> | undefined)?.email);
  return (
    <SubPage title="招商合作">
      <section className={styles.card}>
        <h2 className={styles.heading}>诚邀合作伙伴</h2>
        <p className={styles.note}>
          我们正在寻找内容、推广与广告方面的合作伙伴：优质影视内容方、渠道推广、品牌广告投放均可洽谈。
        </p>
        <p className={styles.note}>
          请通过以下方式联系商务，注明合作类型与联系方式，我们会在3个工作日内回复。
        </p>
      </section>
      <CellGroup
        label="商务联系"
        cells={[
          { label: '商务邮箱', value: email || '—' },
          { label: '在线客服', href: '/mine/setting/kf' },
        ]}
      />
    </SubPage>
  );
}
