// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => [] as string[]);
/** The error listener of the latest hls.js instance, to play hls.js's part in a test. */
const hlsErrors = vi.hoisted(() => ({ emit: null as null | ((data: unknown) => void) }));
/** The latest instance's manifest listener and the levels it was told to load. */
const hlsLevels = vi.hoisted(() => ({
  parsed: null as null | (() => void),
  loadLevel: [] as number[],
}));

// hls.js itself needs MediaSource, which jsdom lacks; this stand-in records what the engine asks
// of it. What is under test is when the engine starts it, not hls.js.
vi.mock('hls.js/light', () => ({
  default: class FakeHls {
    static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    constructor() {
      started.push('new');
    }
    levels = [{ height: 240 }, { height: 480 }];
    firstAutoLevel = 0;
    on(event: string, listener: (event: string, data: unknown) => void) {
      if (event === 'hlsError') hlsErrors.emit = (data) => listener(event, data);
    }
    once(event: string, listener: () => void) {
      if (event === 'hlsManifestParsed') hlsLevels.parsed = listener;
    }
    set loadLevel(level: number) {
      hlsLevels.loadLevel.push(level);
    }
    set currentLevel(level: number) {
      hlsLevels.loadLevel.push(level + 100);
    }
    loadSource(url: string) {
      started.push(`loadSource ${url}`);
    }
    attachMedia() {
      started.push('attachMedia');
    }
    destroy() {
      started.push('destroy');
    }
  },
}));

import { VideoEngine } from './video-engine';

/** Lets every pending promise callback run, but no timer or other task. */
async function microtasksOnly() {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

afterEach(() => {
  started.length = 0;
  hlsLevels.loadLevel.length = 0;
});

// One file, one module state: the first test sees hls.js arrive for the first time.
describe('VideoEngine with hls.js', () => {
  it('starts hls.js one task after its code first arrived, so evaluating and starting it are two tasks', async () => {
    const engine = new VideoEngine(document.createElement('video'), 'hls.js');
    const loading = engine.load('/a.m3u8', 0);
    await microtasksOnly();
    expect(started).toEqual([]);
    await loading;
    expect(started).toEqual(['new', 'loadSource /a.m3u8', 'attachMedia']);
    engine.destroy();
  });

  it('starts at once when hls.js is already in', async () => {
    const engine = new VideoEngine(document.createElement('video'), 'hls.js');
    void engine.load('/b.m3u8', 0);
    await microtasksOnly();
    expect(started).toEqual(['new', 'loadSource /b.m3u8', 'attachMedia']);
    engine.destroy();
  });

  it('a newer load or a destroy while one waits wins: only the latest source is started', async () => {
    const engine = new VideoEngine(document.createElement('video'), 'hls.js');
    const first = engine.load('/old.m3u8', 0);
    const second = engine.load('/new.m3u8', 0);
    await Promise.all([first, second]);
    expect(started.filter((s) => s.startsWith('loadSource'))).toEqual(['loadSource /new.m3u8']);
    engine.destroy();
    started.length = 0;
    const gone = new VideoEngine(document.createElement('video'), 'hls.js');
    const pending = gone.load('/c.m3u8', 0);
    gone.destroy();
    await pending;
    expect(started).toEqual([]);
  });

  it('reports a link the CDN refused (403) as expired at once, and only once', async () => {
    const fatal: string[] = [];
    const engine = new VideoEngine(document.createElement('video'), 'hls.js', {
      onFatal: (kind, detail) => fatal.push(`${kind} ${detail}`),
    });
    await engine.load('/d.m3u8', 0);
    // Not fatal for hls.js, which would go on to try the other renditions' links first.
    const refused = { type: 'networkError', details: 'fragLoadError', fatal: false };
    hlsErrors.emit?.({ ...refused, response: { code: 403, text: 'Forbidden' } });
    hlsErrors.emit?.({ ...refused, response: { code: 403, text: 'Forbidden' } });
    expect(fatal).toEqual(['expired fragLoadError']);
    // Other failures are still left to hls.js until it gives up.
    hlsErrors.emit?.({ ...refused, response: { code: 404, text: 'Not Found' } });
    expect(fatal).toHaveLength(1);
    hlsErrors.emit?.({ ...refused, fatal: true, response: { code: 0, text: '' } });
    expect(fatal).toEqual(['expired fragLoadError', 'network fragLoadError']);
    engine.destroy();
  });

  // Issue 26: no second init segment before WebKit has shown a first frame.
  it('holds the rendition hls.js starts with until the element plays, then lets ABR choose', async () => {
    const video = document.createElement('video');
    const engine = new VideoEngine(video, 'hls.js');
    await engine.load('/e.m3u8', 0);
    hlsLevels.parsed?.();
    expect(hlsLevels.loadLevel).toEqual([0]);
    video.dispatchEvent(new Event('playing'));
    expect(hlsLevels.loadLevel).toEqual([0, -1]);
    // Once let go, later plays (after a pause, a seek) change nothing.
    video.dispatchEvent(new Event('playing'));
    expect(hlsLevels.loadLevel).toEqual([0, -1]);
    engine.destroy();
  });

  it("a quality the viewer picks ends the hold; a destroyed engine's hold does nothing", async () => {
    const video = document.createElement('video');
    const engine = new VideoEngine(video, 'hls.js');
    await engine.load('/f.m3u8', 0);
    hlsLevels.parsed?.();
    engine.setLevel(1);
    video.dispatchEvent(new Event('playing'));
    expect(hlsLevels.loadLevel).toEqual([0, 101]);
    hlsLevels.loadLevel.length = 0;
    await engine.load('/g.m3u8', 0);
    const parsed = hlsLevels.parsed;
    engine.destroy();
    parsed?.();
    video.dispatchEvent(new Event('playing'));
    expect(hlsLevels.loadLevel).toEqual([]);
  });
});

// The wrapper's WKWebView without MSE: no engine here plays HLS natively (docs/player.md
// "WebKit"), so this path is held to its contract here.
describe('VideoEngine with native HLS', () => {
  function nativeVideo() {
    const video = document.createElement('video');
    video.load = () => undefined; // jsdom has no media pipeline
    return video;
  }

  it('gives the element the playlist and seeks to the start position once metadata is in', async () => {
    const video = nativeVideo();
    const levels: unknown[] = [];
    const engine = new VideoEngine(video, 'native', { onLevels: (l) => levels.push(l) });
    await engine.load('/n.m3u8', 42);
    expect(video.getAttribute('src')).toBe('/n.m3u8');
    expect(levels).toEqual([[]]);
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);
    engine.destroy();
  });

  it('reports a media error as the line failing, and lets go of the element on destroy', async () => {
    const video = nativeVideo();
    const fatal: string[] = [];
    const engine = new VideoEngine(video, 'native', { onFatal: (kind) => fatal.push(kind) });
    await engine.load('/n.m3u8', 0);
    video.dispatchEvent(new Event('error'));
    expect(fatal).toEqual(['network']);
    engine.destroy();
    expect(video.getAttribute('src')).toBeNull();
    video.dispatchEvent(new Event('error'));
    expect(fatal).toEqual(['network']);
  });
});
