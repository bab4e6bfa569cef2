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

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

/** ffmpeg's single-picture demuxer for what the bytes are (not what a name says), or null. */
export function pictureDemuxer(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg_pipe';
  if (ascii(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'png_pipe';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif_pipe';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp_pipe';
  if (ascii(bytes, 0, 'BM')) return 'bmp_pipe';
  return null;
}

/**
 * The input options for a user's picture at `file`: its demuxer forced and local files only, so
 * bytes that are not a picture (a playlist, a list of other files) are never opened as one.
 * Null when the bytes are no picture we take.
 */
export function pictureInput(bytes: Uint8Array, file: string): string[] | null {
  const demuxer = pictureDemuxer(bytes);
  if (!demuxer) return null;
  return ['-f', demuxer, '-protocol_whitelist', 'file', '-i', `file:${file}`];
}
