'use client';
// /mine/setting/accountSecurity: the phone (bind or change), the password, the credentials card.
import { useQuery } from '@tanstack/react-query';

import { ownUserQuery } from '@/lib/api/account/center';

import { CellGroup } from '../parts/cells';
import styles from '../parts/panels.module.css';
import { SubPage } from '../parts/sub-page';

export function AccountSecurityScreen() {
  const { data: user } = useQuery(ownUserQuery());
  const phone = user?.phone ?? '';
  return (
    <SubPage title="账号与安全">
      <CellGroup
        label="账号与安全"
        cells={[
          {
            label: '手机号',
            value: phone || '未绑定',
            href: phone ? '/mine/setting/phone' : '/mine/setting/bindPhone',
          },
          {
            label: user?.hasPassword === false ? '设置密码' : '修改密码',
            href: '/mine/setting/modifyPassword',
          },
          { label: '账号凭证', value: '换设备找回账号', href: '/mine/credentials' },
        ]}
      />
      {user?.isGuest && (
        <p className={styles.note}>
          您当前是游客身份。绑定手机号或注册账号后，换设备也能找回会员、余额和观看记录。
        </p>
      )}
    </SubPage>
  );
}
