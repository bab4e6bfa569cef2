// A promise that settles in a task of its own, after the current one. For code an effect loads
// on mount: a chunk's <script> insertion took 2–9 ms each inside the commit's task after
// hydration, the page's longest (docs/benchmarks.md, "Chunk loads out of the commit's task").
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
