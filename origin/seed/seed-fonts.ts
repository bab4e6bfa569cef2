// The fonts the media scripts draw Chinese text with (Debian's fonts-noto-cjk).
export const SANS = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
export const SERIF = '/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc';
