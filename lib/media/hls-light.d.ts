// hls.js ships no types for its light build; its API is the full build's minus EME,
// subtitles and alternate audio, none of which we use.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
