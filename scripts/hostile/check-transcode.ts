// Defect 4 of issue 34 (one user's upload stalls every transcode: the 2-hour slide show, and
// whether another user's 3-second clip waits behind someone's queue) and the 13th found after
// it: a paid post's uploaded video played in full by anyone who guesses its id.
import { VIDEO_LIMITS } from '../../lib/domain/video/uploads';
import { publishVideo, uploadFile, waitForPost, watchPosts } from './chunked';
import type { Context } from './context';
import { slideShow, testClip, tooWideClip } from './media-files';
import { row, said, seconds, skipped, type Row } from './report';

/** How long a video post may take to be decided here (a loaded 2-core machine). */
const DECIDE_MS = 300_000;
/** The clips one user queues before the other user's short one: each some time to make. */
const LONG = { seconds: 60, size: '640x360' } as const;

async function refusedVideo(ctx: Context, defect: string, tried: string, bytes: Uint8Array) {
  const attacker = await ctx.net(`transcode-${defect}`).guest(`d${defect}`);
  const upload = await uploadFile(attacker, bytes, 'slides.mp4');
  let answered = said(upload.last);
  let refused = upload.fileId === null;
  if (upload.fileId) {
    const post = await attacker.call('post/publish', { content: '幻灯片', video: upload.fileId });
    answered += `; file ${upload.fileId} kept, post/publish → ${post.code}`;
    refused = post.code !== 200;
  }
  return row(defect, `${tried} (${bytes.length} bytes)`, answered, refused, seconds(upload.ms));
}

/**
 * One user queues two longer clips, another a 3-second one right after: the short clip must be
 * made beside the first user's (transcodes take turns between users), not after both. Times
 * run from the moment the short clip is queued.
 */
async function fairness(ctx: Context): Promise<Row> {
  const first = await ctx.net('transcode-4b-a').guest('d4ba');
  const second = await ctx.net('transcode-4b-b').guest('d4bb');
  const tried = `user A queues two ${LONG.seconds} s ${LONG.size} clips, then user B a 3 s clip`;
  const long = testClip(LONG.seconds, LONG.size);
  const short = testClip(3);
  const a1 = await publishVideo(first, long, '公平测试一');
  const a2 = await publishVideo(first, long, '公平测试二');
  const b = await publishVideo(second, short, '三秒短片');
  const failed = [a1, a2, b].find((m) => m.postId === null);
  if (failed)
    return row(
      '4b',
      tried,
      `could not queue: ${said(failed.publish ?? failed.upload.last)}`,
      false,
    );
  const [wa1, wa2, wb] = await watchPosts(
    [
      { author: first, id: a1.postId! },
      { author: first, id: a2.postId! },
      { author: second, id: b.postId! },
    ],
    DECIDE_MS,
  );
  const answered = `B's clip ${wb!.status} after ${seconds(wb!.ms)}; A's clips ${wa1!.status} after ${seconds(wa1!.ms)} and ${wa2!.status} after ${seconds(wa2!.ms)}`;
  // A's second clip already made when B's was queued: nothing was waiting, nothing was shown.
  if (wa2!.ms < 1000)
    return skipped(
      '4b',
      tried,
      `${answered}: A's queue was empty before B's clip came, inconclusive`,
    );
  return row(
    '4b',
    tried,
    answered,
    wb!.status === 'published' && wb!.ms < wa2!.ms,
    seconds(wb!.ms),
  );
}

export async function checkTranscodeLimits(ctx: Context): Promise<Row[]> {
  const minutes = VIDEO_LIMITS.maxSeconds / 60;
  return [
    await refusedVideo(
      ctx,
      '4',
      `slides.mp4: 72 frames at 1/100 fps (2 h; limit ${minutes} min)`,
      slideShow(),
    ),
    await refusedVideo(
      ctx,
      '4c',
      `a 1 s clip 8192×16 (limit ${VIDEO_LIMITS.maxSide} a side)`,
      tooWideClip(),
    ),
    await fairness(ctx),
  ];
}

const PREVIEW_TEXT = '周末去海边拍的日落，前面这段大家都能看，后面是付费的拍摄参数和机位分享';

export async function checkPaidPostVideo(ctx: Context): Promise<Row[]> {
  const author = await ctx.net('paid-video-author').guest('d13a');
  const made = await publishVideo(author, testClip(3), `${PREVIEW_TEXT}光圈八快门一百二十五`, 10);
  if (made.postId === null)
    return [
      row(
        '13',
        'a paid video post',
        `could not publish: ${said(made.publish ?? made.upload.last)}`,
        false,
      ),
    ];
  const decided = await waitForPost(author, made.postId, DECIDE_MS);
  const videoId: number | undefined = decided.detail.data?.video?.id;
  if (decided.status !== 'published' || !videoId)
    return [
      skipped('13', 'a paid video post', `the post was ${decided.status} ${decided.rejectReason}`),
    ];
  const own = await author.call('media/play', { id: videoId });
  const stranger = await ctx.net('paid-video-stranger').guest('d13s');
  const play = await stranger.call('media/play', { id: videoId });
  const list = await stranger.net.fetch(
    `${stranger.net.base}/api/app/media/h5/m3u8/${videoId}?token=${encodeURIComponent(stranger.token)}`,
  );
  const listText = await list.text();
  const listCode =
    /"code":(\d+)/.exec(listText)?.[1] ?? (listText.startsWith('#EXTM3U') ? 'a playlist' : '?');
  const full = play.code === 200 && (play.data?.previewSeconds ?? 0) === 0;
  return [
    row(
      '13',
      `a stranger plays video ${videoId} of a paid post (price 10) by its id: media/play, then the playlist`,
      `media/play ${said(play)}; playlist HTTP ${list.status} ${listCode}. Control: the author gets ${own.code}, preview ${own.data?.previewSeconds ?? '?'} s`,
      !full && play.code !== 200 && list.status !== 200,
    ),
  ];
}
