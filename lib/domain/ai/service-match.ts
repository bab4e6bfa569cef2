// The smart service's answer: the entry whose keywords (or question) best match what the user
// typed, or null (the screen then says the entries' fallback and offers the human service).
export interface ServiceEntry {
  id: number;
  question: string;
  answer: string;
  keywords: readonly string[];
  link: string;
}

const fold = (value: string) => value.toLowerCase().replace(/\s+/g, '');

export function matchServiceEntry<T extends ServiceEntry>(
  text: string,
  entries: readonly T[],
): T | null {
  const said = fold(text);
  if (!said) return null;
  let best: T | null = null;
  let bestScore = 0;
  for (const entry of entries) {
    let score = fold(entry.question) === said ? 100 : 0;
    for (const keyword of entry.keywords) {
      const word = fold(keyword);
      if (word && said.includes(word)) score += word.length;
    }
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}
