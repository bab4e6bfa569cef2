// Defects 1 and 3 of issue 34: uploads that make the transcoder read the server's files (a VIP
// clip's rendition as a "free" post), and uploads that fill the disk (pictures without a session,
// 500 MiB declarations, pictures that are not pictures).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { OPEN_UPLOADS_MAX, USER_DAILY_QUOTA } from '../../lib/domain/platform/upload-limits';
import type { Session } from './app-client';
import { chunkFields, newIdentifier, uploadFile } from './chunked';
import type { Context } from './context';
import {
  behindFtyp,
  concatList,
  junkJpeg,
  masterPlaylist,
  mp4Head,
  mp4WithExternalTrack,
  transportStreamAsMp4,
  vipTarget,
} from './media-files';
import { row, said, seconds, tally, timed, type Row } from './report';

const MIB = 1024 * 1024;

/**
 * Uploads a disguised "video" and, if the origin kept it, tries to publish it as a free post:
 * refused when no file came back or the post was refused.
 */
async function tryVideo(session: Session, bytes: Uint8Array, name: string) {
  const upload = await uploadFile(session, bytes, name);
  let answered = `${said(upload.last)}${upload.fileId ? ` (file ${upload.fileId})` : ', no file'}`;
  let refused = upload.fileId === null;
  if (upload.fileId) {
    const post = await session.call('post/publish', { content: '免费看', video: upload.fileId });
    answered += `; post/publish → ${post.code} ${post.tip}`.trimEnd();
    refused = post.code !== 200;
  }
  return { answered, refused, ms: upload.ms };
}

export async function checkPlaylistUploads(ctx: Context): Promise<Row[]> {
  const net = ctx.net('uploads-1');
  const attacker = await net.guest('d1');
  const vip = vipTarget(ctx.options.dataDir);
  const playlist = masterPlaylist(vip.playlist);
  // What the same account gets of the VIP video itself: a preview.
  const control = await attacker.call('media/play', { id: vip.videoId });
  const preview =
    control.code === 4030
      ? `VIP video ${vip.videoId} (${vip.clip}) itself: 4030, preview ${control.data?.previewSeconds ?? '?'} s`
      : `VIP video ${vip.videoId}: ${control.code}`;
  const rows: Row[] = [];
  const first = await tryVideo(attacker, playlist, 'x.m3u8');
  rows.push(
    row(
      '1',
      `upload/chunk x.m3u8, one ${playlist.length}-byte chunk: #EXTM3U → ${vip.playlist}; then post/publish {video}`,
      `${first.answered}. Control: ${preview}`,
      first.refused,
      seconds(first.ms),
    ),
  );
  const variants: [string, string, () => Uint8Array, string][] = [
    ['1b', 'the same playlist named x.mp4', () => playlist, 'x.mp4'],
    ['1c', 'the playlist behind an MP4 ftyp box, x.mp4', () => behindFtyp(playlist), 'x.mp4'],
    ['1d', `an ffconcat list of ${vip.init}, x.mkv`, () => concatList(vip.init), 'x.mkv'],
    [
      '1e',
      'the ffconcat list behind an ftyp box, x.mp4',
      () => behindFtyp(concatList(vip.init)),
      'x.mp4',
    ],
    [
      '1f',
      `an MP4 whose track's dref aliases ${vip.initAbsolute}`,
      () => mp4WithExternalTrack(vip.initAbsolute),
      'x.mp4',
    ],
    [
      '1g',
      'an MPEG-TS video whose first packet carries ftyp, holiday.mp4',
      transportStreamAsMp4,
      'holiday.mp4',
    ],
  ];
  for (const [defect, tried, make, name] of variants) {
    const result = await tryVideo(attacker, make(), name);
    rows.push(row(defect, tried, result.answered, result.refused, seconds(result.ms)));
  }
  return rows;
}

/** Files in DATA_DIR/media/img/u (kept pictures), when the stack's data folder is on this machine. */
function keptPictures(dataDir: string): number | null {
  const dir = path.join(dataDir, 'media', 'img', 'u');
  return existsSync(dir) ? readdirSync(dir).length : existsSync(dataDir) ? 0 : null;
}

async function anonymousPictures(ctx: Context): Promise<Row> {
  const net = ctx.net('uploads-3a');
  const before = keptPictures(ctx.options.dataDir);
  const { value: answers, ms } = await timed(async () => {
    const out = [];
    for (let i = 0; i < 10; i += 1)
      out.push(
        await net
          .form('upload/images', {}, { bytes: junkJpeg(19 * MIB), name: `p${i}.jpg` })
          // A server that answers before the body is in may close the socket under it.
          .catch((error: Error) => ({ code: -1, tip: `no answer: ${error.message}` })),
      );
    return out;
  });
  const after = keptPictures(ctx.options.dataDir);
  const kept =
    before === null || after === null ? '' : `; pictures kept on disk ${before} → ${after}`;
  return row(
    '3',
    'upload/images without Authorization: ten 19 MiB files (JPEG magic, then random bytes)',
    `${tally(answers)}${kept}`,
    answers.every((a) => a.code !== 200) && before === after,
    seconds(ms),
  );
}

async function bigDeclarations(ctx: Context): Promise<Row> {
  const user = await ctx.net('uploads-3b').guest('d3b');
  const chunkSize = 4 * MIB;
  const totalSize = 500 * MIB;
  const { value: answers, ms } = await timed(async () => {
    const out = [];
    for (let i = 0; i < 30; i += 1) {
      const part = mp4Head(chunkSize);
      const file = {
        name: 'movie.mp4',
        identifier: newIdentifier(`big${i}`, totalSize),
        totalSize,
        chunkSize,
      };
      out.push(
        await user.form('upload/chunk', chunkFields(file, 1, part), {
          bytes: part,
          name: file.name,
        }),
      );
    }
    return out;
  });
  const accepted = answers.filter((a) => a.code === 200).length;
  const allowed = Math.min(OPEN_UPLOADS_MAX, Math.floor(USER_DAILY_QUOTA.fileBytes / totalSize));
  return row(
    '3b',
    'one user opens 30 chunked uploads declared 500 MiB, one 4 MiB chunk each',
    `${answers.length} opened → ${accepted} accepted (at most ${allowed}: ${USER_DAILY_QUOTA.fileBytes / MIB / 1024} GiB a day, ${OPEN_UPLOADS_MAX} under way); ${tally(answers)}`,
    accepted <= allowed,
    seconds(ms),
  );
}

async function junkPicture(ctx: Context): Promise<Row> {
  const user = await ctx.net('uploads-3c').guest('d3c');
  const { value: answer, ms } = await timed(() =>
    user.form('upload/img', {}, { bytes: junkJpeg(19 * MIB), name: 'me.jpg' }),
  );
  return row(
    '3c',
    'upload/img with a session: 19 MiB of JPEG magic then random bytes',
    said(answer),
    answer.code !== 200,
    seconds(ms),
  );
}

export async function checkUploadQuotas(ctx: Context): Promise<Row[]> {
  return [await anonymousPictures(ctx), await bigDeclarations(ctx), await junkPicture(ctx)];
}
