'use client';
// 设置's 通用 and 关于 groups (issue 39): 清除缓存 with the size it would free, 播放设置, and
// 关于 with the agreements. Apart from setting-screen.tsx, which only places them.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { useConfirm } from '@/components/ui/confirm';
import { useToast } from '@/components/ui/toast';
import { clearedText, formatBytes } from '@/lib/domain/platform/cache-size';
import { APP_VERSION } from '@/lib/domain/platform/constants';
import { clearAppCache, measureAppCache } from '@/lib/shell/app-cache';

import { AGREEMENT_ROUTE, PRIVACY_ROUTE } from '../login/consent-tick';
import { CellGroup } from '../parts/cells';

/** 清除缓存: null while measuring; the toast says what went. */
function useClearCache() {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const [size, setSize] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped after a clear: what is left is measured again.
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    void measureAppCache({ queryClient }).then((usage) => {
      if (live) setSize(usage.total);
    });
    return () => {
      live = false;
    };
  }, [queryClient, round]);

  const clear = async () => {
    if (busy) return;
    const ok = await confirm({
      title: '清除缓存',
      message: `将清除 ${formatBytes(size ?? 0)} 的图片和页面缓存，不会退出登录，也不会改动你的设置。`,
      confirmText: '清除',
    });
    if (!ok) return;
    setBusy(true);
    try {
      toast.success(clearedText(await clearAppCache({ queryClient })));
    } finally {
      setBusy(false);
      setRound((n) => n + 1);
    }
  };

  return { size, busy, clear };
}

export function GeneralSettingGroups() {
  const cache = useClearCache();
  return (
    <>
      <CellGroup
        label="通用"
        cells={[
          {
            label: '清除缓存',
            value: (
              <span data-testid="cache-size">
                {cache.size === null || cache.busy ? '计算中…' : formatBytes(cache.size)}
              </span>
            ),
            onClick: () => void cache.clear(),
          },
          { label: '播放设置', href: '/mine/setting/playback' },
        ]}
      />
      <CellGroup
        label="关于"
        cells={[
          { label: '关于影视社区', value: `v${APP_VERSION}`, href: '/mine/setting/about' },
          { label: '用户协议', href: AGREEMENT_ROUTE },
          { label: '隐私政策', href: PRIVACY_ROUTE },
        ]}
      />
    </>
  );
}
