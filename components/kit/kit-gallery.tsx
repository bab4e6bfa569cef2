'use client';
// Every kit part with its §9 defaults, for development builds (app/dev/kit/page.tsx).
import { ActionSheetDemo, DialogDemo, ToastDemo } from './overlay-demos';
import { AdBannerDemo, LazyImageDemo } from './media-demos';
import { ListDemo } from './list-demo';
import { HeaderDemo, SkeletonDemo, StatesDemo, ThemeSwatches } from './state-demos';
import { FooterTabsDemo, IntentLinkDemo, TabBarDemo } from './tabs-demos';
import styles from './kit.module.css';

export function KitGallery() {
  return (
    <main className={styles.page}>
      <HeaderDemo />
      <p className={styles.intro}>仅开发环境可见。每个组件下方注明其默认参数。</p>
      <ThemeSwatches />
      <ToastDemo />
      <DialogDemo />
      <ActionSheetDemo />
      <SkeletonDemo />
      <StatesDemo />
      <TabBarDemo />
      <AdBannerDemo />
      <LazyImageDemo />
      <ListDemo />
      <FooterTabsDemo />
      <IntentLinkDemo />
    </main>
  );
}
