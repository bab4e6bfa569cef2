'use client';
import { AdBanner } from '@/components/ui/ad-banner';
import { LazyImage } from '@/components/ui/lazy-image';
import { AD_SWIPER, LAZY_IMAGE } from '@/lib/domain/platform/constants';
import { useOpenLink } from '@/lib/navigation/use-open-link';

import { KitSection } from './kit-section';
import styles from './kit.module.css';

// Seeded covers on the IMAGE line (obfuscated like production images); links cover the
// in-app, external, id-only and refused (javascript:) cases of useOpenLink.
const SLIDES = [
  { id: 1, cover: '/ads/ad-1.jpg', title: '站内链接', href: '/mine/vip' },
  { id: 2, cover: '/ads/ad-2.jpg', title: '外部链接', link: 'https://example.com/?from=kit' },
  { id: 3, cover: '/ads/ad-3.jpg', title: '仅有编号（广告点击接口）' },
  { id: 4, cover: '/ads/ad-4.jpg', title: '无效链接', href: 'javascript:alert(1)' },
];

export function AdBannerDemo() {
  const openLink = useOpenLink();
  return (
    <KitSection
      id="ad-banner"
      title="轮播广告 AdBanner"
      defaults={`自动播放 ${AD_SWIPER.autoplayMs} ms，间距 ${AD_SWIPER.gap}，高 ${AD_SWIPER.height}px，外边距 ${AD_SWIPER.margin}，圆角 ${AD_SWIPER.radius}px，主题色指示点（默认主题为蓝色，未选中透明度 ${AD_SWIPER.inactiveOpacity}）`}
    >
      <AdBanner
        items={SLIDES}
        onItemClick={(item) => void openLink(item)}
        renderImage={(item, index) => (
          <LazyImage src={item.cover} alt={item.title} aspectRatio="auto" preload={index === 0} />
        )}
      />
    </KitSection>
  );
}

export function LazyImageDemo() {
  return (
    <KitSection
      id="lazy-image"
      title="懒加载图片 LazyImage"
      defaults={`可见 ${LAZY_IMAGE.threshold * 100}% 时加载（rootMargin ${LAZY_IMAGE.rootMargin}），失败重试至多 ${LAZY_IMAGE.maxRetries} 次后显示错误占位`}
    >
      <div className={styles.grid}>
        <LazyImage src="/ads/ad-5.jpg" alt="预加载" preload />
        <LazyImage src="/ads/ad-6.jpg" alt="滚动到可见时加载" />
        <LazyImage src="/broken/bad.jpg" alt="加载失败示例" />
        <LazyImage src="" alt="无图片" />
      </div>
    </KitSection>
  );
}
