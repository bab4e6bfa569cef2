// Runs ffmpeg or ffprobe off the request path's way: at a lower priority than the origin, so a
// transcoding or a render never slows the answers to other users, within a timeout.
import { execFile } from 'node:child_process';
import { setPriority } from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Below the origin's own priority (nice 0). */
export const MEDIA_TOOL_NICE = 10;

export type ToolRun = { timeoutMs: number; cwd?: string; maxBuffer?: number };

/** `binary args…` at MEDIA_TOOL_NICE; its stdout and stderr, or the error execFile gives. */
export async function runLowPriority(
  binary: string,
  args: string[],
  { timeoutMs, cwd, maxBuffer = 4 * 1024 * 1024 }: ToolRun,
): Promise<{ stdout: string; stderr: string }> {
  const pending = run(binary, args, { cwd, timeout: timeoutMs, maxBuffer });
  const pid = pending.child.pid;
  try {
    if (pid) setPriority(pid, MEDIA_TOOL_NICE);
  } catch {
    // Not allowed here (some containers): it still runs, on its few threads.
  }
  return pending;
}
