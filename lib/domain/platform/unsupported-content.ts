// §2's link targets for content the app does not carry (anime, dating, reserved content, novels
// and audio novels, issue 37 item 6): links the app itself makes (content types 6–10) land on a
// screen that says so in Chinese, never on 页面不存在. What each is called on that screen.

export const UNSUPPORTED_CONTENT = {
  '/anime/detail': { name: '动漫' },
  '/dating/picDetail': { name: '交友图片' },
  '/dating/novelDetail': { name: '交友故事' },
  '/reserved/detail': { name: '预约内容' },
  '/novel/audio': { name: '有声小说' },
} as const satisfies Record<string, { name: string }>;

export type UnsupportedContentPath = keyof typeof UNSUPPORTED_CONTENT;

export const UNSUPPORTED_CONTENT_PATHS = Object.keys(
  UNSUPPORTED_CONTENT,
) as readonly UnsupportedContentPath[];

/** The screen's words for one of those targets. */
export function unsupportedContentText(path: UnsupportedContentPath): {
  title: string;
  text: string;
} {
  const { name } = UNSUPPORTED_CONTENT[path];
  return {
    title: `暂不支持查看${name}`,
    text: `当前版本暂未开放${name}，去首页看看精彩视频吧`,
  };
}
