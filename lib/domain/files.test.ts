import { describe, expect, it } from 'vitest';

import { FILE_EXTENSIONS, fileCategory, fileExtension } from './files';

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
    ['C:\\media\\clip.MOV', 'other'],
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
