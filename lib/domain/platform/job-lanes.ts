// The background work's lanes and their rules, whatever runs them (origin/services/platform/
// job-runner*.ts): how many of a lane's jobs one process runs at once, how long a job may take,
// how often a failed one is tried again, and the priority that keeps users taking turns.
import { TRANSCODE_SLOTS } from '../video/uploads';

export const JOB_LANES = ['posts', 'videos', 'faces', 'novels'] as const;
export type JobLane = (typeof JOB_LANES)[number];

/** AI小说 written at once by one process, each user's one at a time. */
export const NOVEL_SLOTS = 2;

export type LaneRules = {
  /** Jobs of the lane one process runs at once. */
  slots: number;
  /** A job still running after this is failed (and tried again): the lane's longest honest job. */
  timeoutSeconds: number;
};

/**
 * posts: moderation, a moment each. videos: users' transcodes and operators' ingests (an
 * operator's source may be hours long). faces: face swaps, 图生视频, 文生图, one at a time.
 * novels: AI小说, minutes on a real model, a lane of their own so they hold up no face swap.
 */
export const LANE_RULES: Record<JobLane, LaneRules> = {
  posts: { slots: 1, timeoutSeconds: 5 * 60 },
  videos: { slots: TRANSCODE_SLOTS, timeoutSeconds: 6 * 60 * 60 },
  faces: { slots: 1, timeoutSeconds: 30 * 60 },
  novels: { slots: NOVEL_SLOTS, timeoutSeconds: 60 * 60 },
};

/** A failed job is tried again this many times, after 1–2× RETRY_DELAY_SECONDS, doubling each time. */
export const JOB_RETRY_LIMIT = 3;
export const RETRY_DELAY_SECONDS = 10;

/**
 * A running job's worker writes its lease this often; a lease not written for
 * JOB_LEASE_SECONDS means the worker died, and its job is failed, so another worker tries again.
 */
export const JOB_BEAT_SECONDS = 10;
export const JOB_LEASE_SECONDS = 45;

/**
 * The priority of a new job of an owner who already has `unfinished` jobs in the lane: each
 * further job one step lower, so another user's first job goes before this user's second one
 * (a 5-second clip never waits behind a queue of 2-hour uploads).
 */
export function fairPriority(unfinished: number): number {
  return 0 - Math.max(0, Math.floor(unfinished));
}
