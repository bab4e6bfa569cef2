// File categories by extension, spec §9.

export type FileCategory = 'image' | 'video' | 'audio' | 'document' | 'other';

export const FILE_EXTENSIONS = {
  image: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  video: ['mp4', 'm3u8', 'rmvb', 'avi', 'swf', '3gp', 'mkv', 'flv'],
  audio: ['mp3', 'wav', 'wma', 'ogg', 'aac', 'flac'],
  document: [
    'doc',
    'txt',
    'docx',
    'pages',
    'epub',
    'pdf',
    'numbers',
    'csv',
    'xls',
    'xlsx',
    'keynote',
    'ppt',
    'pptx',
  ],
} as const satisfies Record<Exclude<FileCategory, 'other'>, readonly string[]>;

const CATEGORY_BY_EXTENSION: ReadonlyMap<string, FileCategory> = new Map(
  (Object.keys(FILE_EXTENSIONS) as Array<keyof typeof FILE_EXTENSIONS>).flatMap((category) =>
    FILE_EXTENSIONS[category].map((ext) => [ext, category] as const),
  ),
);

/** Lower-cased text after the last dot of the last path segment; '' when there is none. */
export function fileExtension(name: string | null | undefined): string {
  if (typeof name !== 'string') return '';
  const path = name.trim();
  const base = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** 'movie.final.MKV' → 'video'; names without an extension are 'other'. */
export function fileCategory(name: string | null | undefined): FileCategory {
  return CATEGORY_BY_EXTENSION.get(fileExtension(name)) ?? 'other';
}
