// A string only the console's code holds: it survives minification (a data attribute of the
// console's root), so test/console-chunks.test-support.ts can find the build's chunks that carry console code.
export const CONSOLE_MARKER = 'yingshi-operator-console';
