// The upload calls of §7 (multipart, never sealed) and the chunked-upload target
// (docs/community-api.md "Uploads"). Sizes and types are checked again at the origin against
// §9's file categories, by extension and by content.
import * as v from 'valibot';

import { defineCall } from '../../call';
import { integer, optional, payload, text } from '../../fields';
import { chunkStored, chunkTest, uploadedFile } from '../../shapes/community';

/** Most chunks one file may have (10 000 MiB at the default chunk size). */
export const MAX_CHUNKS = 10_000;
/** Largest chunk the target takes (under the 20 MiB multipart limit, with room for the fields). */
export const MAX_CHUNK_BYTES = 16 * 1024 * 1024;
/** A number of bytes up to 10 digits: a declared size past every category limit is the origin's to refuse. */
const BYTES_MAX = 9_999_999_999;

const file = v.instance(File, '请选择要上传的文件');
const formFile = payload({ file });

/** The §7 chunk fields (the POST's form fields, or the GET test's query). */
export const chunkFields = {
  chunkNumber: integer(`分片序号 chunkNumber 需为1-${MAX_CHUNKS}`, 1, MAX_CHUNKS),
  chunkSize: integer('分片大小 chunkSize 格式不正确', 1, MAX_CHUNK_BYTES),
  currentChunkSize: integer('当前分片大小 currentChunkSize 格式不正确', 0, MAX_CHUNK_BYTES),
  totalSize: integer('文件大小 totalSize 格式不正确', 0, BYTES_MAX),
  identifier: v.pipe(
    v.string('文件标识 identifier 格式不正确'),
    v.regex(/^[A-Za-z0-9_.-]{1,100}$/, '文件标识 identifier 格式不正确'),
  ),
  filename: text('文件名', { min: 1, max: 255 }),
  relativePath: optional(text('文件路径', { max: 1024 })),
  totalChunks: integer(`分片总数 totalChunks 需为1-${MAX_CHUNKS}`, 1, MAX_CHUNKS),
  /** SHA-256 of this chunk's bytes, lowercase hex (our addition: a corrupt chunk is refused). */
  checksum: optional(
    v.pipe(v.string('分片校验值格式不正确'), v.regex(/^[a-f0-9]{64}$/, '分片校验值格式不正确')),
  ),
};

const upload = { area: 'Upload', form: true } as const;

export const UPLOAD_CALLS = [
  // Public in §7, but no screen uploads before its session (every visitor is a guest from the
  // start) and a public upload let anyone fill the disk: it needs a session, as img does.
  defineCall('upload/images', {
    ...upload,
    access: 'secure',
    request: formFile,
    response: uploadedFile,
    note: 'one picture (`file`), up to 20 MiB, decoded and re-encoded; answers its IMAGE-line path. §7 says public: a session is required (docs/community-api.md "Uploads")',
  }),
  defineCall('upload/img', {
    ...upload,
    access: 'secure',
    request: formFile,
    response: uploadedFile,
    note: 'as upload/images, kept as the caller’s (post pictures)',
  }),
  defineCall('upload/imgv2', {
    ...upload,
    access: 'secure',
    request: formFile,
    response: uploadedFile,
    note: 'as upload/img',
  }),
  defineCall('upload/chunk:test', {
    area: 'Upload',
    path: 'upload/chunk',
    method: 'GET',
    access: 'secure',
    relaysStatus: true,
    request: payload(chunkFields),
    response: chunkTest,
    note: 'chunk test, the POST’s fields in the query: 200 with `stored` (true: skip the chunk, it is held)',
  }),
  defineCall('upload/chunk', {
    ...upload,
    access: 'secure',
    relaysStatus: true,
    request: payload({ ...chunkFields, file }),
    response: chunkStored,
    note: 'fields `chunkNumber, chunkSize, currentChunkSize, totalSize, identifier, filename, relativePath, totalChunks, file` (+ `checksum`); 200 stored, 201 the file assembled, 202 assembled and queued for transcoding; 415 wrong type or size (permanent), 400 a bad chunk (retry)',
  }),
] as const;
