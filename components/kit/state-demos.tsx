'use client';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Header } from '@/components/ui/header';
import { Skeleton, SkeletonCard, SkeletonGroup, SkeletonLines } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { HEADER_DEFAULTS } from '@/lib/domain/platform/constants';
import { ALL_THEME_KEYS } from '@/lib/shell/theme-boot';

import { KitSection } from './kit-section';
import styles from './kit.module.css';

export function HeaderDemo() {
  const toast = useToast();
  return (
    <KitSection
      id="header"
      title="顶部栏 Header"
      defaults={`高 ${HEADER_DEFAULTS.height}px，背景 ${HEADER_DEFAULTS.background}，层级 ${HEADER_DEFAULTS.zIndex}`}
    >
      <Header
        title="页面标题"
        position="static"
        onBack={() => toast('返回')}
        rightText="保存"
        onRightClick={() => toast('已保存')}
      />
      <Header
        title="仅文字"
        back={false}
        leftText="关闭"
        onLeftClick={() => toast('关闭')}
        position="static"
      />
    </KitSection>
  );
}

export function SkeletonDemo() {
  return (
    <KitSection id="skeleton" title="骨架屏 Skeleton">
      <div className={styles.row}>
        <Skeleton circle width={40} height={40} />
        <div style={{ flex: 1 }}>
          <SkeletonLines lines={2} />
        </div>
      </div>
      <SkeletonCard />
      <SkeletonGroup count={2} />
    </KitSection>
  );
}

export function StatesDemo() {
  const toast = useToast();
  return (
    <KitSection id="states" title="空状态与错误状态 EmptyState / ErrorState">
      <EmptyState
        description="换个关键词试试"
        actionText="去首页"
        onAction={() => toast('去首页')}
      />
      <ErrorState error={new Error('internal details never shown')} onRetry={() => toast('重试')} />
      <ErrorState variant="inline" message="加载失败" onRetry={() => toast('重试')} />
    </KitSection>
  );
}

export function ThemeSwatches() {
  return (
    <KitSection id="themes" title="主题色 Themes" defaults="每个 data-theme 块定义同一组 CSS 变量">
      <div className={styles.swatches}>
        {ALL_THEME_KEYS.map((key) => (
          <div key={key} data-theme={key} className={styles.swatch}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.swatchText}>{key}</span>
          </div>
        ))}
      </div>
    </KitSection>
  );
}
