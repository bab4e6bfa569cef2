// What each seed clip shows and sounds like (make-clips.ts renders them): ffmpeg's generated
// sources, each clip a look and a sound of its own, nothing that reads as a test card. The
// simple pictures (gradients, text) make the long clips; the busy ones (fractals, automata)
// are short, since they cost the most bytes per second.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import type { ClipKey } from '../services/video/media-library';
import { SANS, SERIF } from './seed-fonts';

export const CLIP_FPS = 25;
const SIZE = `s=854x480:r=${CLIP_FPS}`;
/** The portrait (9:16) clips of the short-video feed. */
const TALL = `s=480x854:r=${CLIP_FPS}`;

export type ClipLook = { video: string; audio: string };

/** A soft round light drifting on an ellipse (a big ● glyph: drawtext is the cheap circle). */
function light(size: number, color: string, x: number, y: number, drift: number, period: number) {
  return (
    `drawtext=fontfile=${SANS}:text='●':fontsize=${size}:fontcolor=${color}` +
    `:x=${x}+${drift}*sin(t/${period}):y=${y}+${Math.round(drift * 0.6)}*cos(t/${period * 1.3})`
  );
}

/** A dark ▲ ridge: layered, they make a mountain range. */
const ridge = (size: number, color: string, x: number, y: number) =>
  `drawtext=fontfile=${SANS}:text='▲':fontsize=${size}:fontcolor=${color}:x=${x}:y=${y}`;

// ffmpeg expressions: st/ld keep a value; pentatonic steps 0 2 4 7 9 pick a note without a
// wrong one, so any sequence sounds like a tune. Single quotes keep ; and , inside one filter.
const PENTATONIC = 'if(eq(ld(1),0),0,if(eq(ld(1),1),2,if(eq(ld(1),2),4,if(eq(ld(1),3),7,9))))';
const pluck = (perSecond: number, base: number, walk: string, decay: number) =>
  `st(0,floor(t*${perSecond}));st(1,${walk});st(2,${PENTATONIC});` +
  `0.22*sin(2*PI*${base}*pow(2,ld(2)/12)*mod(t,${1 / perSecond}))*exp(-${decay}*mod(t,${1 / perSecond}))`;
const aeval = (expr: string) => `aevalsrc='${expr}':s=48000`;

/** Lines of an invented song, shown one after another like an MV's lyrics. */
export const LYRICS = [
  '晚风吹过旧街角',
  '路灯把影子拉得很长',
  '你说夏天还没走远',
  '我们就慢慢走回家',
  '窗外的雨停了又下',
  '收音机里唱着老歌',
  '把想念写进信里',
  '寄给很远的地方',
  '城市的灯一盏盏亮起',
  '照着每个回家的人',
  '如果明天还有风',
  '就让它带我去海边',
  '星星落在河面上',
  '像谁没说完的话',
  '我把心事折成纸船',
  '顺着月光漂向你',
];
const LYRIC_SECONDS = 5.5;

/** One drawtext per line (text from a file: no escaping), fading in and out in its slot. */
function lyricLines(workDir: string, duration: number): string[] {
  const slots = Math.floor(duration / LYRIC_SECONDS);
  return Array.from({ length: slots }, (_, i) => {
    const file = path.join(workDir, `lyric-${i}.txt`);
    writeFileSync(file, LYRICS[i % LYRICS.length]!);
    const [a, b] = [i * LYRIC_SECONDS, (i + 1) * LYRIC_SECONDS];
    return (
      `drawtext=fontfile=${SERIF}:textfile=${file}:fontsize=40:fontcolor=white` +
      `:x=(w-text_w)/2:y=h*0.66:shadowcolor=black@0.5:shadowx=2:shadowy=2` +
      `:enable='between(t,${a},${b})':alpha='max(0,min(1,min((t-${a})/0.7,(${b}-t)/0.7)))'`
    );
  });
}

type Look = (duration: number, workDir: string) => ClipLook;

const LOOKS: Record<ClipKey, Look> = {
  'clip-1': () => ({
    video: `cellauto=s=107x60:r=${CLIP_FPS}:rule=110:scroll=1:random_fill_ratio=0.5:random_seed=9,scale=856x480:flags=neighbor,crop=854:480,lutrgb=r=val*0.25+20:g=val*0.8+10:b=val*0.9+40`,
    audio: 'sine=frequency=660:beep_factor=2:sample_rate=48000,volume=0.5',
  }),
  'clip-2': () => ({
    video: `sierpinski=${SIZE}:type=triangle:seed=3:jump=100,lutrgb=r=val*0.95+10:g=val*0.6+20:b=val*0.3+50`,
    audio: aeval(pluck(4, 330, 'mod(ld(0)*3,5)+0', 9)),
  }),
  'clip-3': () => ({
    video: `mandelbrot=${SIZE}:end_scale=0.05`,
    // A low drone whose pitch rises with the zoom.
    audio: aeval('0.12*sin(2*PI*(110*t+1.5*t*t))+0.06*sin(2*PI*(220*t+3*t*t))'),
  }),
  'clip-4': () => ({
    video: `life=s=107x60:r=${CLIP_FPS}:mold=10:ratio=0.12:seed=42:life_color=#6be675:death_color=#6a1b1b,scale=856x480:flags=neighbor,crop=854:480`,
    // A kick each half second and a hi-hat between.
    audio: aeval(
      '0.45*sin(2*PI*55*mod(t,0.5))*exp(-10*mod(t,0.5))+0.12*(2*random(0)-1)*exp(-40*mod(t+0.125,0.25))',
    ),
  }),
  'clip-5': (duration, workDir) => ({
    video: [
      `gradients=${SIZE}:c0=#141e30:c1=#243b55:c2=#3a1c71:nb_colors=3:speed=0.002:seed=11`,
      light(260, 'white@0.06', 500, 40, 80, 11),
      ...lyricLines(workDir, duration),
    ].join(','),
    audio: aeval(
      `${pluck(2, 440, 'mod(ld(0)*7+floor(ld(0)/8),5)', 5)}+0.06*sin(2*PI*110*mod(t,4))*min(min(1,mod(t,4)*4),(4-mod(t,4))*4)`,
    ),
  }),
  'clip-6': () => ({
    video: [
      `gradients=${SIZE}:c0=#ff9a5a:c1=#7b3f8c:c2=#2b1055:x0=427:y0=480:x1=427:y1=0:nb_colors=3:speed=0.0001:seed=5`,
      // The sun rises slowly behind the ridges; a cloud drifts across.
      `drawtext=fontfile=${SANS}:text='●':fontsize=150:fontcolor=#ffd27f@0.9:x=540:y=215-t*0.9`,
      `drawtext=fontfile=${SANS}:text='●●●':fontsize=70:fontcolor=white@0.12:x=mod(t*9\\,1100)-250:y=70`,
      ridge(420, '#4a2a63', -80, 150),
      ridge(460, '#3b2454', 380, 120),
      ridge(360, '#1b1030', 120, 250),
      ridge(400, '#1b1030', 560, 220),
    ].join(','),
    // Wind: brown noise that rises and falls.
    audio: `anoisesrc=color=brown:amplitude=0.3:seed=6:sample_rate=48000,volume='0.6+0.4*sin(2*PI*t/9)':eval=frame`,
  }),
  'clip-7': () => ({
    video: [
      `gradients=${SIZE}:c0=#0b1d3a:c1=#5b2a86:c2=#f19a3e:nb_colors=3:speed=0.004:seed=7`,
      light(220, 'white@0.10', 80, 60, 70, 7),
      light(130, '#ffd27f@0.22', 560, 250, 60, 5),
      light(90, '#ff8fab@0.20', 300, 300, 90, 9),
      light(60, 'white@0.25', 700, 80, 40, 4),
    ].join(','),
    // A soft major chord that swells and fades.
    audio: aeval(
      '0.07*(sin(2*PI*220*t)+sin(2*PI*277.18*t)+sin(2*PI*329.63*t))*(0.75+0.25*sin(2*PI*0.15*t))',
    ),
  }),
  'clip-8': () => ({
    video: [
      `colorspectrum=${SIZE}:type=all,scroll=h=0.003,eq=saturation=0.8:brightness=-0.04`,
      light(160, 'white@0.12', 200, 120, 60, 6),
    ].join(','),
    // Waves: pink noise swelling every seven seconds.
    audio: `anoisesrc=color=pink:amplitude=0.12:seed=8:sample_rate=48000,volume='0.3+0.7*pow(sin(PI*t/7),2)':eval=frame,lowpass=f=1800`,
  }),
  // Portrait clips: gradients and lights only (the cheapest bytes per second), a big number
  // in the middle so a viewer (and the e2e) sees at once which clip plays.
  'short-1': () => ({
    video: [
      `gradients=${TALL}:c0=#ff5f6d:c1=#ffc371:c2=#2b1055:nb_colors=3:speed=0.01:seed=21`,
      light(200, 'white@0.15', 120, 200, 90, 3),
      `drawtext=fontfile=${SANS}:text='1':fontsize=160:fontcolor=white@0.8:x=(w-text_w)/2:y=(h-text_h)/2`,
    ].join(','),
    audio: aeval(pluck(3, 392, 'mod(ld(0)*2,5)', 7)),
  }),
  'short-2': () => ({
    video: [
      `gradients=${TALL}:c0=#0f2027:c1=#2c5364:c2=#00c9a7:nb_colors=3:speed=0.01:seed=22`,
      light(160, '#a0ffe6@0.18', 200, 420, 110, 4),
      `drawtext=fontfile=${SANS}:text='2':fontsize=160:fontcolor=white@0.8:x=(w-text_w)/2:y=(h-text_h)/2`,
    ].join(','),
    audio: aeval('0.1*(sin(2*PI*196*t)+sin(2*PI*246.94*t))*(0.7+0.3*sin(2*PI*0.5*t))'),
  }),
  'short-3': () => ({
    video: [
      `gradients=${TALL}:c0=#12c2e9:c1=#c471ed:c2=#f64f59:nb_colors=3:speed=0.012:seed=23`,
      light(240, 'white@0.12', 60, 520, 80, 5),
      `drawtext=fontfile=${SANS}:text='3':fontsize=160:fontcolor=white@0.8:x=(w-text_w)/2:y=(h-text_h)/2`,
    ].join(','),
    audio: aeval(
      '0.4*sin(2*PI*60*mod(t,0.5))*exp(-12*mod(t,0.5))+0.1*(2*random(0)-1)*exp(-50*mod(t+0.25,0.5))',
    ),
  }),
};

/** The picture and sound of a clip; `workDir` takes any file a filter reads. */
export function clipLook(key: ClipKey, duration: number, workDir: string): ClipLook {
  return LOOKS[key](duration, workDir);
}
