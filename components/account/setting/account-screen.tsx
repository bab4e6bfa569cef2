'use client';
// /mine/setting/accout: who this account is — id, account name, phone, since when — and, for a
// guest, the ways to become a member without losing anything.
import { useQuery } from '@tanstack/react-query';

import { IntentLink } from '@/components/ui/intent-link';
import { ownUserQuery } from '@/lib/api/account/center';

import { CellGroup } from '../parts/cells';
import styles from '../parts/buttons.module.css';
import { SubPage } from '../parts/sub-page';

export function AccountScreen() {
  const { data: user } = useQuery(ownUserQuery());
  return (
    <SubPage title="账号信息">
      <CellGroup
        label="账号信息"
        cells={[
          { label: '用户ID', value: user ? String(user.id) : '' },
          { label: '账号', value: user?.isGuest ? '游客' : user?.account },
          { label: '手机号', value: user?.phone || '未绑定' },
          { label: '注册时间', value: user?.createdAt.slice(0, 10) },
        ]}
      />
      {user?.isGuest && (
        <div className={styles.links}>
          <IntentLink href="/mine/originalRegister">注册账号</IntentLink>
          <IntentLink href="/mine/setting/bindPhone">绑定手机号</IntentLink>
        </div>
      )}
    </SubPage>
  );
}
