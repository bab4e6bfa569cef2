// The committed output of make-clips.ts (what the VID line serves), and the catalogue's use of
// it: every stored duration is its clip's real length, and the lengths vary across videos.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  CLIPS,
  isPortrait,
  RENDITIONS,
  renditionSize,
  SEGMENT_SECONDS,
} from '../services/video/media-library';
import { MAX_VID_BYTES } from './media-assets';
import { seedCatalogue } from './seed-media';
import { seedShortVideos } from './seed-shorts';

const VID = fileURLToPath(new URL('../media/vid', import.meta.url));

/** The EXTINF durations and segment files of a media playlist. */
function segmentsOf(dir: string) {
  const lines = readFileSync(path.join(dir, 'index.m3u8'), 'utf8').split('\n');
  return lines.flatMap((line, i) => {
    const m = /^#EXTINF:([\d.]+),/.exec(line);
    return m ? [{ seconds: Number(m[1]), file: lines[i + 1]!.trim() }] : [];
  });
}

function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(path.join(e.parentPath, e.name)).size, 0);
}

describe('seed clips', () => {
  it('has exactly the clips media-assets.ts names', () => {
    expect(readdirSync(VID).sort()).toEqual(CLIPS.map((c) => c.key).sort());
  });

  it.each(CLIPS)('$key: both renditions last $duration s, in 4-second segments', (clip) => {
    const master = readFileSync(path.join(VID, clip.key, 'master.m3u8'), 'utf8');
    for (const rendition of RENDITIONS) {
      const { width, height } = renditionSize(rendition, clip);
      expect(master).toContain(`RESOLUTION=${width}x${height}`);
      expect(master).toContain(`${rendition.name}/index.m3u8`);
      const dir = path.join(VID, clip.key, rendition.name);
      const segments = segmentsOf(dir);
      const total = segments.reduce((sum, s) => sum + s.seconds, 0);
      expect(Math.abs(total - clip.duration)).toBeLessThan(0.05);
      // Every segment but the last is exactly one segment long (a keyframe opens each).
      for (const s of segments.slice(0, -1)) expect(s.seconds).toBeCloseTo(SEGMENT_SECONDS, 2);
      expect(segments.at(-1)!.seconds).toBeLessThanOrEqual(SEGMENT_SECONDS + 0.01);
      for (const s of [...segments.map((x) => x.file), 'init.mp4'])
        expect(existsSync(path.join(dir, s)), s).toBe(true);
    }
  });

  it('keeps every clip together under the size budget', () => {
    expect(bytesUnder(VID)).toBeLessThanOrEqual(MAX_VID_BYTES);
  });
});

describe('the catalogue’s clips', () => {
  const { videos } = seedCatalogue();

  it('stores each video’s clip’s real length as its duration', () => {
    for (const v of videos) {
      expect(v.duration, `${v.id}`).toBe(CLIPS.find((c) => c.key === v.clip)!.duration);
    }
  });

  it('gives the short feed portrait clips of 6 to 60 s', () => {
    const portrait = CLIPS.filter(isPortrait);
    expect(portrait.length).toBeGreaterThanOrEqual(3);
    for (const c of portrait) expect(c.duration).toBeGreaterThanOrEqual(6);
    for (const c of portrait) expect(c.duration).toBeLessThanOrEqual(60);
    const shorts = seedShortVideos();
    expect(new Set(shorts.map((v) => v.clip))).toEqual(new Set(portrait.map((c) => c.key)));
  });

  it('spreads the videos over every landscape clip, so lengths vary in a feed', () => {
    const uses = CLIPS.filter((c) => !isPortrait(c)).map(
      (c) => videos.filter((v) => v.clip === c.key).length,
    );
    for (const n of uses) expect(n).toBeGreaterThanOrEqual(10);
    // Short and long videos both show in the first page of the editorial feed.
    const firstPage = [...videos].sort((a, b) => a.sort! - b.sort!).slice(0, 10);
    const lengths = firstPage.map((v) => v.duration);
    expect(Math.min(...lengths)).toBeLessThanOrEqual(60);
    expect(Math.max(...lengths)).toBeGreaterThan(60);
  });
});
