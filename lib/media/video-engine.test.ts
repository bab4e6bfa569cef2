// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => [] as string[]);
/** The latest hls.js instance's listeners, to play hls.js's part in a test. */
const hlsEvents = vi.hoisted(() => ({
  listeners: new Map<string, (event: string, data: unknown) => void>(),
  emit(event: string, data: unknown) {
    this.listeners.get(event)?.(event, data);
  },
}));
/** The levels the latest instance was told to load (currentLevel is recorded as level + 100). */
const hlsLevels = vi.hoisted(() => ({
  loadLevel: [] as number[],
  /** What the next instances offer (heights, in hls.js's order). */
  heights: [240, 480],
}));

// hls.js itself needs MediaSource, which jsdom lacks; this stand-in records what the engine asks
// of it. What is under test is what the engine asks of hls.js and when, not hls.js.
vi.mock('hls.js/light', () => ({
  default: class FakeHls {
    static Events = {
      MANIFEST_PARSED: 'hlsManifestParsed',
      LEVEL_SWITCHED: 'hlsLevelSwitched',
      FRAG_BUFFERED: 'hlsFragBuffered',
      ERROR: 'hlsError',
    };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    constructor() {
      started.push('new');
      hlsEvents.listeners.clear();
    }
    /** Empty until the manifest is parsed, as in hls.js. */
    levels: { height: number }[] = [];
    firstAutoLevel = 0;
    playingLevel = -1;
    on(event: string, listener: (event: string, data: unknown) => void) {
      hlsEvents.listeners.set(event, (name, data) => {
        if (name === 'hlsManifestParsed') this.levels = (data as { levels: [] }).levels;
        listener(name, data);
      });
    }
    once(event: string, listener: (event: string, data: unknown) => void) {
      this.on(event, listener);
    }
    set loadLevel(level: number) {
      hlsLevels.loadLevel.push(level);
    }
    get currentLevel() {
      return this.playingLevel;
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

/** hls.js has parsed the manifest (the offered heights). */
function parsed(heights = hlsLevels.heights) {
  hlsEvents.emit('hlsManifestParsed', { levels: heights.map((height) => ({ height })) });
}

import { VideoEngine, type QualityLevel } from './video-engine';

/** Lets every pending promise callback run, but no timer or other task. */
async function microtasksOnly() {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

afterEach(() => {
  started.length = 0;
  hlsLevels.loadLevel.length = 0;
  hlsLevels.heights = [240, 480];
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
    hlsEvents.emit('hlsError', { ...refused, response: { code: 403, text: 'Forbidden' } });
    hlsEvents.emit('hlsError', { ...refused, response: { code: 403, text: 'Forbidden' } });
    expect(fatal).toEqual(['expired fragLoadError']);
    // Other failures are still left to hls.js until it gives up.
    hlsEvents.emit('hlsError', { ...refused, response: { code: 404, text: 'Not Found' } });
    expect(fatal).toHaveLength(1);
    hlsEvents.emit('hlsError', { ...refused, fatal: true, response: { code: 0, text: '' } });
    expect(fatal).toEqual(['expired fragLoadError', 'network fragLoadError']);
    engine.destroy();
  });

  // Issue 26: no second init segment before WebKit has shown a first frame.
  it('holds the rendition hls.js starts with until the element plays, then lets ABR choose', async () => {
    const video = document.createElement('video');
    const engine = new VideoEngine(video, 'hls.js');
    await engine.load('/e.m3u8', 0);
    parsed();
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
    parsed();
    engine.setLevel(1);
    video.dispatchEvent(new Event('playing'));
    expect(hlsLevels.loadLevel).toEqual([0, 101]);
    hlsLevels.loadLevel.length = 0;
    await engine.load('/g.m3u8', 0);
    const listeners = new Map(hlsEvents.listeners);
    engine.destroy();
    hlsEvents.listeners = listeners;
    parsed();
    video.dispatchEvent(new Event('playing'));
    expect(hlsLevels.loadLevel).toEqual([]);
  });
});

// Issue 35: the quality label stayed 240P after a line switch that played 480P, and on a 4 s
// preview a chosen 240P never showed.
describe('VideoEngine quality', () => {
  function engineWith(video = document.createElement('video')) {
    const levels: [QualityLevel[], number][] = [];
    const playing: number[] = [];
    const engine = new VideoEngine(video, 'hls.js', {
      onLevels: (list, chosen) => levels.push([list, chosen]),
      onLevelPlaying: (index) => playing.push(index),
    });
    return { engine, levels, playing, video };
  }

  it('keeps a chosen rendition across a reload (a line switch): the new instance starts on it', async () => {
    const { engine, levels, video } = engineWith();
    await engine.load('/h.m3u8', 0);
    parsed();
    engine.setLevel(0);
    hlsLevels.loadLevel.length = 0;
    await engine.load('/h.m3u8?line=1', 30);
    // The next manifest lists them the other way round: the choice is a height, not an index.
    parsed([480, 240]);
    expect(hlsLevels.loadLevel).toEqual([1]);
    video.dispatchEvent(new Event('playing'));
    // Not let go to automatic once it plays (that was the hold of an unchosen start).
    expect(hlsLevels.loadLevel).toEqual([1]);
    expect(levels.at(-1)).toEqual([
      [
        { index: 0, height: 480 },
        { index: 1, height: 240 },
      ],
      1,
    ]);
    engine.destroy();
  });

  it('starts on the default quality of 播放设置, the nearest rendition when the exact one is missing', async () => {
    const { engine, levels, video } = engineWith();
    engine.setDefaultHeight(720);
    await engine.load('/d.m3u8', 0);
    parsed([240, 480, 1080]);
    // 720 is not offered: 480 and 1080 are not equally near (240 against 360), 480 it is.
    expect(hlsLevels.loadLevel).toEqual([1]);
    expect(levels.at(-1)?.[1]).toBe(1);
    video.dispatchEvent(new Event('playing'));
    // Kept once playing (no hold let go to automatic).
    expect(hlsLevels.loadLevel).toEqual([1]);
    // A line switch starts on it again.
    await engine.load('/d.m3u8?line=1', 10);
    parsed([1080, 480]);
    expect(hlsLevels.loadLevel).toEqual([1, 1]);
    engine.destroy();
  });

  it('gives way to the viewer: once they pick (自动 too) the default no longer applies', async () => {
    const { engine, levels } = engineWith();
    engine.setDefaultHeight(240);
    await engine.load('/e.m3u8', 0);
    parsed([240, 480]);
    expect(levels.at(-1)?.[1]).toBe(0);
    engine.setLevel(-1);
    hlsLevels.loadLevel.length = 0;
    await engine.load('/e.m3u8?line=1', 0);
    parsed([240, 480]);
    expect(levels.at(-1)?.[1]).toBe(-1);
    // Automatic: the first-rendition hold (hls.js's firstAutoLevel), not a fixed level.
    expect(hlsLevels.loadLevel).toEqual([0]);
    engine.destroy();
  });

  it('without a default quality starts automatic, as before', async () => {
    const { engine, levels } = engineWith();
    engine.setDefaultHeight(null);
    await engine.load('/f.m3u8', 0);
    parsed([240, 480]);
    expect(levels.at(-1)?.[1]).toBe(-1);
    engine.destroy();
  });

  it('drops a choice the next manifest does not offer: automatic, with only what it has', async () => {
    const { engine, levels } = engineWith();
    await engine.load('/i.m3u8', 0);
    parsed();
    engine.setLevel(0);
    await engine.load('/i.m3u8?line=1', 0);
    parsed([480]);
    expect(levels.at(-1)).toEqual([[{ index: 0, height: 480 }], -1]);
    engine.destroy();
  });

  it('reports the rendition at the playhead, and none yet after each load', async () => {
    const { engine, playing } = engineWith();
    await engine.load('/j.m3u8', 0);
    parsed();
    hlsEvents.emit('hlsLevelSwitched', { level: 1 });
    expect(playing).toEqual([-1, 1]);
    await engine.load('/j.m3u8?line=1', 0);
    expect(playing).toEqual([-1, 1, -1]);
    engine.destroy();
  });

  it('seeks in place once the chosen rendition is buffered, so the picture changes at once', async () => {
    const { engine, video } = engineWith();
    const seeks: number[] = [];
    Object.defineProperty(video, 'currentTime', {
      configurable: true,
      get: () => 2.5,
      set: (seconds: number) => seeks.push(seconds),
    });
    await engine.load('/k.m3u8', 0);
    parsed();
    engine.setLevel(0);
    expect(hlsLevels.loadLevel.at(-1)).toBe(100);
    hlsEvents.emit('hlsFragBuffered', { id: 'main', frag: { level: 1 } });
    expect(seeks).toEqual([]);
    hlsEvents.emit('hlsFragBuffered', { id: 'main', frag: { level: 0 } });
    expect(seeks).toEqual([2.5]);
    hlsEvents.emit('hlsFragBuffered', { id: 'main', frag: { level: 0 } });
    expect(seeks).toEqual([2.5]);
    engine.destroy();
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
