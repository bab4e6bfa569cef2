// File categories by extension, spec §9, and the one extension uploads take beside it (.mov).

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

/**
 * Extensions taken for upload beside §9's table (which stays as the spec writes it): iPhones
 * record QuickTime `.MOV`, so a phone's own videos would otherwise be refused.
 */
export const UPLOAD_EXTRA_EXTENSIONS = {
  video: ['mov'],
} as const satisfies Partial<Record<Exclude<FileCategory, 'other'>, readonly string[]>>;

const CATEGORY_BY_EXTENSION: ReadonlyMap<string, FileCategory> = new Map(
  [FILE_EXTENSIONS, UPLOAD_EXTRA_EXTENSIONS].flatMap((table) =>
    (Object.keys(table) as Array<keyof typeof table>).flatMap((category) =>
      (table[category] as readonly string[]).map((ext) => [ext, category] as const),
    ),
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

/** Largest file of each category (our choice; §9 names the categories, not their limits). */
export const FILE_SIZE_LIMITS: Record<Exclude<FileCategory, 'other'>, number> = {
  image: 20 * 1024 * 1024,
  video: 500 * 1024 * 1024,
  audio: 50 * 1024 * 1024,
  document: 20 * 1024 * 1024,
};

/** How many leading bytes sniffContent reads. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));
const starts = (bytes: Uint8Array, ...values: number[]) => values.every((b, i) => bytes[i] === b);

const ZIP_BASED = new Set(['docx', 'xlsx', 'pptx', 'epub', 'pages', 'numbers', 'keynote']);
const OLE_BASED = new Set(['doc', 'xls', 'ppt']);
const PLAIN_TEXT = new Set(['txt', 'csv']);

function imageMatches(ext: string, b: Uint8Array): boolean {
  if (ext === 'jpg' || ext === 'jpeg') return starts(b, 0xff, 0xd8, 0xff);
  if (ext === 'png') return starts(b, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  if (ext === 'gif') return ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a');
  if (ext === 'webp') return ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP');
  return ext === 'bmp' && ascii(b, 0, 'BM');
}

function videoMatches(ext: string, b: Uint8Array): boolean {
  if (ext === 'mp4' || ext === '3gp' || ext === 'mov') return ascii(b, 4, 'ftyp');
  if (ext === 'mkv') return starts(b, 0x1a, 0x45, 0xdf, 0xa3);
  if (ext === 'avi') return ascii(b, 0, 'RIFF') && ascii(b, 8, 'AVI ');
  if (ext === 'flv') return ascii(b, 0, 'FLV');
  if (ext === 'rmvb') return ascii(b, 0, '.RMF');
  if (ext === 'swf') return ascii(b, 0, 'FWS') || ascii(b, 0, 'CWS') || ascii(b, 0, 'ZWS');
  return ext === 'm3u8' && ascii(b, b[0] === 0xef ? 3 : 0, '#EXTM3U');
}

function audioMatches(ext: string, b: Uint8Array): boolean {
  if (ext === 'mp3') return ascii(b, 0, 'ID3') || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0);
  if (ext === 'wav') return ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE');
  if (ext === 'ogg') return ascii(b, 0, 'OggS');
  if (ext === 'flac') return ascii(b, 0, 'fLaC');
  if (ext === 'aac') return b[0] === 0xff && ((b[1] ?? 0) & 0xf6) === 0xf0;
  return ext === 'wma' && starts(b, 0x30, 0x26, 0xb2, 0x75);
}

function documentMatches(ext: string, b: Uint8Array): boolean {
  if (ext === 'pdf') return ascii(b, 0, '%PDF');
  if (ZIP_BASED.has(ext)) return starts(b, 0x50, 0x4b, 0x03, 0x04);
  if (OLE_BASED.has(ext)) return starts(b, 0xd0, 0xcf, 0x11, 0xe0);
  // Text: no NUL and no executable header in what was read.
  return PLAIN_TEXT.has(ext) && !b.includes(0) && !ascii(b, 0, 'MZ');
}

/**
 * Whether a file's first bytes are what its extension says (§9 categories): an `.exe` renamed
 * `.jpg` is not a JPEG. Unknown extensions never match.
 */
export function contentMatches(name: string, head: Uint8Array): boolean {
  const ext = fileExtension(name);
  switch (fileCategory(name)) {
    case 'image':
      return imageMatches(ext, head);
    case 'video':
      return videoMatches(ext, head);
    case 'audio':
      return audioMatches(ext, head);
    case 'document':
      return documentMatches(ext, head);
    default:
      return false;
  }
}
