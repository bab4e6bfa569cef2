'use client';
// /ai/generate (kept alive, §2 "member AI"): the AI studio's door. Its tools as cards: face swap
// on the operator's templates (listed below; each opens /ai/changeFace, and a tap on the card
// brings them into view) and 图生视频 (opens /ai/ImageGeneratedVideo) side by side, 文生图 (opens
// /ai/txtToImg) and AI小说 (opens /ai/txtToNovel) under them, then 书评 (opens /ai/aiBookDesc) and
// AI女友 (opens /ai/aiGirlfriend) side by side. 我的作品 opens /ai/history.
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRef } from 'react';

import {
  BookReviewIcon,
  CompanionIcon,
  FaceSwapIcon,
  NovelIcon,
  PhotoVideoIcon,
  TextImageIcon,
} from '@/components/icons/ai-icons';
import { ChevronRightIcon } from '@/components/icons/shell-icons';
import { usePageActive } from '@/components/shell/page-active';
import { Header } from '@/components/ui/header';
import { InfiniteList } from '@/components/ui/list';
import { LazyImage } from '@/components/ui/lazy-image';
import { aiTemplatesQuery, type AiTemplate } from '@/lib/api/ai/studio';
import { AI_NOVEL_PATH } from '@/lib/domain/ai/novel';
import { aiPriceText } from '@/lib/domain/ai/studio';
import { formatCount } from '@/lib/domain/platform/format';
import { scrollBehavior } from '@/lib/shell/reduced-motion';

import styles from './ai-studio.module.css';

function TemplateCard({ template }: { template: AiTemplate }) {
  return (
    <Link
      href={`/ai/changeFace?id=${template.id}`}
      className={styles.templateCard}
      data-template={template.id}
    >
      <span className={styles.templateCover}>
        <LazyImage src={template.cover} alt={template.title} aspectRatio="3 / 4" />
        <span className={styles.price} data-free={template.price === 0 ? '' : undefined}>
          {aiPriceText(template.price)}
        </span>
      </span>
      <span className={styles.templateTitle}>{template.title}</span>
      {/* Real uses (each face swap made counts one); none yet says nothing, not 0人使用. */}
      {template.uses > 0 && <span className={styles.uses}>{formatCount(template.uses)}人使用</span>}
    </Link>
  );
}

/** The tools that open a screen of their own (face swap starts from the templates below). */
const TOOL_LINKS = [
  {
    href: '/ai/ImageGeneratedVideo',
    tool: 'video',
    Icon: PhotoVideoIcon,
    title: '图生视频',
    text: '一张照片，选一种镜头运动，生成5秒短视频。',
  },
  {
    href: '/ai/txtToImg',
    tool: 'image',
    Icon: TextImageIcon,
    title: '文生图',
    text: '写一句画面描述，选风格和尺寸，AI为你画出来。',
  },
  {
    href: AI_NOVEL_PATH,
    tool: 'novel',
    Icon: NovelIcon,
    title: 'AI小说',
    text: '写下标题和故事大纲，AI按章节写成小说。',
  },
  {
    href: '/ai/aiBookDesc',
    tool: 'book-desc',
    Icon: BookReviewIcon,
    title: '书评',
    text: '输入书名和读书笔记，AI写出推荐语或书评，免费使用。',
  },
  {
    href: '/ai/aiGirlfriend',
    tool: 'companion',
    Icon: CompanionIcon,
    title: 'AI女友',
    text: '选一位喜欢的角色聊聊天，回复逐字呈现。',
  },
] as const;

function ToolLink({ href, tool, Icon, title, text }: (typeof TOOL_LINKS)[number]) {
  return (
    <Link href={href} className={styles.tool} data-tool={tool}>
      <span className={styles.introTitle}>
        <Icon aria-hidden />
        {title}
        <ChevronRightIcon aria-hidden className={styles.toolArrow} />
      </span>
      <span className={styles.introText}>{text}</span>
    </Link>
  );
}

export function AiGenerateScreen() {
  const query = useInfiniteQuery(aiTemplatesQuery());
  const active = usePageActive();
  const templatesRef = useRef<HTMLHeadingElement>(null);
  const showTemplates = () => {
    const heading = templatesRef.current;
    heading?.scrollIntoView({
      block: 'start',
      behavior: scrollBehavior(),
    });
    heading?.focus({ preventScroll: true });
  };
  return (
    <main className={styles.screen}>
      <Header
        title="AI创作"
        right={
          <Link href="/ai/history" className={styles.headerLink}>
            我的作品
          </Link>
        }
      />
      <div className={styles.tools}>
        <section className={styles.tool} aria-label="AI换脸">
          <h2 className={styles.introTitle}>
            <FaceSwapIcon aria-hidden />
            AI换脸写真
            <ChevronRightIcon aria-hidden className={`${styles.toolArrow} ${styles.toolDown}`} />
          </h2>
          <p className={styles.introText}>选下方模板，上传本人正脸照，几秒生成专属写真。</p>
          {/* The card looks like the 图生视频 one beside it, so it answers a tap like it: face
              swap starts from a template, so it brings the templates into view. */}
          <button
            type="button"
            className={styles.toolTap}
            aria-label="AI换脸写真：选择下方模板"
            onClick={showTemplates}
          />
        </section>
        {TOOL_LINKS.map((tool) => (
          <ToolLink key={tool.tool} {...tool} />
        ))}
      </div>
      <h3 ref={templatesRef} className={styles.sectionTitle} tabIndex={-1}>
        热门模板
      </h3>
      <div className={styles.templates}>
        <InfiniteList
          query={query}
          layout="grid"
          columns={2}
          gap={12}
          getKey={(template) => template.id}
          renderItem={(template) => <TemplateCard template={template} />}
          emptyText="暂无模板，敬请期待"
          active={active}
          aria-label="换脸模板"
        />
      </div>
      <p className={styles.note}>仅支持使用本人照片，请勿上传他人照片。</p>
    </main>
  );
}
