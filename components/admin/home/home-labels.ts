// The Chinese names the 首页配置 screen shows for the home tables' values.
import type { SECTION_LAYOUTS } from '@/lib/protocol/shapes/video';

export const LAYOUT_LABELS: Readonly<Record<(typeof SECTION_LAYOUTS)[number], string>> = {
  grid2: '双列',
  list: '列表',
  nine: '九宫格',
  slider: '横滑',
};

export const LINK_FIELD_LABELS: Readonly<Record<string, string>> = {
  '': '不下发（点击时由服务器返回链接）',
  href: 'href',
  url: 'url',
  link: 'link',
  jumpLink: 'jumpLink',
  jumpUrl: 'jumpUrl',
  download_url: 'download_url',
};

/** Choices for a <select> from a value→label record. */
export const choicesOf = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
