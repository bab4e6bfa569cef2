import { describe, expect, it } from 'vitest';

import {
  contentMatches,
  FILE_EXTENSIONS,
  fileCategory,
  fileExtension,
  UPLOAD_EXTRA_EXTENSIONS,
} from './files';

const SPEC_TABLE = {
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
} as const;

const rows = Object.entries(SPEC_TABLE).flatMap(([category, exts]) =>
  exts.map((ext) => [ext, category] as const),
);

describe('fileCategory (§9)', () => {
  it('lists exactly the spec extensions', () => {
    expect(FILE_EXTENSIONS).toEqual(SPEC_TABLE);
  });

  it('takes an iPhone’s QuickTime .mov as a video beside the table (an upload extension)', () => {
    expect(UPLOAD_EXTRA_EXTENSIONS).toEqual({ video: ['mov'] });
    expect(fileCategory('IMG_0042.MOV')).toBe('video');
  });

  it.each(rows)('.%s is %s in any case', (ext, category) => {
    expect(fileCategory(`clip.${ext}`)).toBe(category);
    expect(fileCategory(`CLIP.${ext.toUpperCase()}`)).toBe(category);
    expect(fileCategory(`a.b.${ext[0]?.toUpperCase()}${ext.slice(1)}`)).toBe(category);
  });

  it.each([
    ['movie.final.MKV', 'video'],
    ['photo.mp4.jpg', 'image'],
    ['photo.jpg.exe', 'other'],
    ['song.mp3 ', 'audio'],
    ['.mp4', 'video'],
    ['dir.mp4/readme', 'other'],
    ['C:\\media\\clip.MOV', 'video'],
    ['IMG_0042.MOV', 'video'],
    ['clip.webm', 'other'],
    ['C:\\media.v2\\clip.flac', 'audio'],
    ['archive.zip', 'other'],
    ['mp4', 'other'],
    ['file.', 'other'],
    ['', 'other'],
    ['photo.jpeg?x=1', 'other'],
  ] as const)('%j → %s', (name, category) => {
    expect(fileCategory(name)).toBe(category);
  });

  it.each([null, undefined])('%s → other', (name) => {
    expect(fileCategory(name)).toBe('other');
    expect(fileExtension(name)).toBe('');
  });

  it('exposes the last extension lower-cased', () => {
    expect(fileExtension('a/b.c/Clip.Tar.GZ')).toBe('gz');
    expect(fileExtension('noext')).toBe('');
  });
});

describe('contentMatches', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
    );

  it.each([
    ['a.jpg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['a.PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)],
    ['a.gif', bytes('GIF89a')],
    ['a.webp', bytes('RIFF', 0, 0, 0, 0, 'WEBP')],
    ['a.mp4', bytes(0, 0, 0, 0x20, 'ftypisom')],
    ['IMG_0042.MOV', bytes(0, 0, 0, 0x14, 'ftypqt  ')],
    ['a.mkv', bytes(0x1a, 0x45, 0xdf, 0xa3)],
    ['a.mp3', bytes('ID3')],
    ['a.pdf', bytes('%PDF-1.7')],
    ['a.docx', bytes('PK', 3, 4)],
    ['a.txt', bytes('你好')],
  ])('%s matches its content', (name, head) => {
    expect(contentMatches(name, head)).toBe(true);
  });

  it.each([
    ['photo.jpg', bytes('MZ', 0x90, 0)],
    ['photo.png', bytes(0xff, 0xd8, 0xff)],
    ['clip.mp4', bytes('MZ')],
    ['clip.mov', bytes('MZ')],
    ['notes.txt', bytes('MZ', 0)],
    ['tool.exe', bytes('MZ')],
    ['empty.jpg', bytes()],
  ])('%s does not', (name, head) => {
    expect(contentMatches(name, head)).toBe(false);
  });
});
