// test:scale's worker step (issue 43 item 3): a guest publishes a video post through the
// balancer, the worker is SIGKILLed while its transcode runs (pg-boss says active, the lease
// names the worker) and started again; the job must finish on the restarted worker, once: one
// ready upload, one catalogue video, one set of files in S3, the post published once, no job
// left waiting. The dead worker's lease expires (JOB_LEASE_SECONDS), then pg-boss retries.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';

import { Net } from '../hostile/app-client.ts';
import { publishVideo } from '../hostile/chunked.ts';
import { testClip } from '../hostile/media-files.ts';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Long enough that the transcode is still running when the worker is killed. */
const CLIP = { seconds: 90, size: '854x480' };
const DONE_MS = 300_000;

async function until(what, ms, check, everyMs = 250) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`等待超时：${what}`);
    await sleep(everyMs);
  }
}

/** The transcode job of `uploadId` in pg-boss, with the worker holding its lease (if any). */
async function jobOf(db, uploadId) {
  const { rows } = await db.query(
    `SELECT j.id, j.state, j.retry_count, l.worker
       FROM pgboss.job j LEFT JOIN job_leases l ON l.job_id = j.id
      WHERE j.name = 'videos' AND j.data->>'kind' = 'transcode' AND j.data->>'id' = $1`,
    [uploadId],
  );
  return rows;
}

/** The objects of the clip's folder in s3rver's directory, by key. */
function clipObjects(s3Dir, clip) {
  const root = join(s3Dir, 'vid', clip);
  const keys = [];
  const walk = (dir, prefix) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name.endsWith('._S3rver_object'))
        keys.push(`${prefix}${entry.name.slice(0, -'._S3rver_object'.length)}`);
    }
  };
  walk(root, '');
  const read = (key) => readFileSync(join(root, `${key}._S3rver_object`), 'utf8');
  return { keys: keys.sort(), read };
}

/** Every rendition's playlist lists exactly the segments stored beside it: one run's files. */
function oneSetOfFiles({ keys, read }) {
  if (!keys.includes('master.m3u8')) return false;
  const renditions = keys.filter((k) => k.endsWith('/index.m3u8')).map((k) => k.split('/')[0]);
  if (renditions.length === 0) return false;
  return renditions.every((r) => {
    const listed = read(`${r}/index.m3u8`)
      .split('\n')
      .filter((l) => l !== '' && !l.startsWith('#'))
      .sort();
    const stored = keys
      .filter((k) => k.startsWith(`${r}/seg-`))
      .map((k) => k.slice(r.length + 1))
      .sort();
    return JSON.stringify(listed) === JSON.stringify(stored);
  });
}

/** Runs the step against `stack`; returns { ok, problems, lines } for the report. */
export async function workerKillStep(stack) {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    return await runWorkerKill(stack, db);
  } finally {
    await db.end();
  }
}

async function runWorkerKill(stack, db) {
  const author = await new Net(stack.url, '127.0.0.1').guest('scale-worker-kill');
  const clip = testClip(CLIP.seconds, CLIP.size);
  const made = await publishVideo(author, clip, '转码中途重启测试');
  if (made.postId === null) throw new Error(`发布视频帖失败：${JSON.stringify(made.publish)}`);
  const uploadId = made.upload.fileId;

  // Killed only once the job runs and its lease names the worker doing it.
  const running = await until('转码任务开始', 120_000, async () => {
    const [job] = await jobOf(db, uploadId);
    return job?.state === 'active' && job.worker ? job : null;
  });
  await sleep(1000);
  const [stillRunning] = await jobOf(db, uploadId);
  const killedAt = Date.now();
  await stack.kill('worker');
  await stack.restart('worker');
  const restartedMs = Date.now() - killedAt;

  // The same job, taken up again under another worker's lease, then done.
  let secondWorker = null;
  const decided = await until(
    '帖子发布',
    DONE_MS,
    async () => {
      const [job] = await jobOf(db, uploadId);
      if (job?.worker && job.worker !== running.worker) secondWorker = job.worker;
      const { rows } = await db.query(`SELECT status FROM posts WHERE id = $1`, [made.postId]);
      return rows[0]?.status !== 'pending' ? rows[0]?.status : null;
    },
    500,
  );
  const doneMs = Date.now() - killedAt;

  const { rows: ups } = await db.query(`SELECT status, clip FROM uploads WHERE id = $1`, [
    uploadId,
  ]);
  const upload = ups[0];
  const { rows: vids } = await db.query(`SELECT id FROM videos WHERE clip = $1`, [upload?.clip]);
  const { rows: published } = await db.query(
    `SELECT COUNT(*)::int AS n FROM posts WHERE upload_id = $1 AND status = 'published'`,
    [uploadId],
  );
  const { rows: notes } = await db.query(
    `SELECT COUNT(*)::int AS n FROM messages WHERE user_id = $1`,
    [author.id],
  );
  const jobs = await jobOf(db, uploadId);
  const files = upload?.clip
    ? clipObjects(join(stack.dir, 's3', 'yingshi-media'), upload.clip)
    : null;

  const problems = [];
  if (stillRunning?.state !== 'active') problems.push('杀掉 worker 时转码任务已不在运行');
  if (decided !== 'published') problems.push(`帖子未发布（${decided}）`);
  if (upload?.status !== 'ready') problems.push(`上传未就绪（${upload?.status}）`);
  if (vids.length !== 1) problems.push(`视频行数为 ${vids.length}，应为 1`);
  if (published[0].n !== 1) problems.push(`已发布的帖子数为 ${published[0].n}，应为 1`);
  if (notes[0].n > 1) problems.push(`作者收到 ${notes[0].n} 条消息，应至多 1 条`);
  if (jobs.length !== 1 || jobs[0].state !== 'completed')
    problems.push(`转码任务状态：${JSON.stringify(jobs.map((j) => j.state))}，应为一个 completed`);
  if (!secondWorker) problems.push('未见重启后的 worker 接手该任务');
  if (!files || !oneSetOfFiles(files)) problems.push('S3 中的转码文件不是完整的一套');

  const lines = [
    `- worker killed mid-transcode: a ${CLIP.seconds} s ${CLIP.size} video post, worker SIGKILLed while its job was active ` +
      `(restarted and healthy in ${(restartedMs / 1000).toFixed(1)} s); the job taken up by the restarted worker ` +
      `(${secondWorker ? 'another lease' : 'NOT SEEN'}), post ${decided} ${(doneMs / 1000).toFixed(0)} s after the kill; ` +
      `job ${jobs.map((j) => `${j.state}, retries ${j.retry_count}`).join('; ')}; ` +
      `${vids.length} video row, ${published[0].n} published post, ${notes[0].n} message(s) to the author, ` +
      `${files?.keys.length ?? 0} files in S3 (${files && oneSetOfFiles(files) ? 'one set' : 'NOT one set'})`,
  ];
  return { ok: problems.length === 0, problems, lines };
}
