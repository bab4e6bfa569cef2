'use client';
// /mine/setting: the profile (avatar, name, intro), account and security, the services, and
// 退出登录 (a guest has nothing to log out of: the button is not there).
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';

import { useConfirm } from '@/components/ui/confirm';
import { useToast } from '@/components/ui/toast';
import { ownUserQuery } from '@/lib/api/account/center';
import { useLogout } from '@/lib/api/account/session';

import { CellGroup } from '../parts/cells';
import { ColorModeValue } from './appearance-screen';
import styles from '../parts/buttons.module.css';
import { SubPage } from '../parts/sub-page';
import { UserAvatar } from '../parts/user-avatar';
import { GeneralSettingGroups } from './general-settings';

export function SettingScreen() {
  const { data: user } = useQuery(ownUserQuery());
  const logout = useLogout();
  const confirm = useConfirm();
  const toast = useToast();
  const router = useRouter();

  const onLogout = async () => {
    if (!(await confirm({ title: '退出登录', message: '确定要退出当前账号吗？' }))) return;
    await logout();
    toast.success('已退出登录');
    router.replace('/mine');
  };

  return (
    <SubPage title="设置">
      <CellGroup
        label="个人资料"
        cells={[
          {
            label: '头像',
            value: <UserAvatar src={user?.avatar} size={32} />,
            href: '/mine/setting/avatar',
          },
          { label: '昵称', value: user?.nickname, href: '/mine/setting/modifyname' },
          { label: '简介', value: user?.intro || '未填写', href: '/mine/setting/modifiIntro' },
        ]}
      />
      <CellGroup
        label="账号"
        cells={[
          { label: '账号信息', href: '/mine/setting/accout' },
          { label: '账号与安全', href: '/mine/setting/accountSecurity' },
          { label: '账号凭证', href: '/mine/credentials' },
          { label: '扫一扫', href: '/mine/setting/accoutCodeCamera' },
          { label: '注销账号', href: '/mine/setting/closeAccount' },
        ]}
      />
      <CellGroup
        label="外观"
        cells={[{ label: '外观', value: <ColorModeValue />, href: '/mine/setting/appearance' }]}
      />
      <CellGroup
        label="服务"
        cells={[
          { label: '在线客服', href: '/mine/setting/kf' },
          { label: '智能客服', href: '/mine/setting/autokf' },
          { label: '问题反馈', href: '/mine/problemFeedback' },
          { label: '招商合作', href: '/mine/setting/recruitment' },
        ]}
      />
      <GeneralSettingGroups />
      {user && !user.isGuest && (
        <button type="button" className={styles.danger} onClick={onLogout}>
          退出登录
        </button>
      )}
    </SubPage>
  );
}
