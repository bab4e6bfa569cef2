// @-mentions in comments: the text carries @名字, the origin stores the ids. These split a text
// into plain parts and mentions (to link them), and find whom a draft names among known people.

export type Person = { id: number; name: string };
export type TextPart = { text: string; mention: Person | null };

/** The text cut at each `@name` of a mentioned person (longest names first). */
export function splitMentions(text: string, people: readonly Person[]): TextPart[] {
  const named = [...people].filter((p) => p.name).sort((a, b) => b.name.length - a.name.length);
  const parts: TextPart[] = [];
  let rest = text;
  while (rest) {
    let best: { at: number; person: Person } | null = null;
    for (const person of named) {
      const at = rest.indexOf(`@${person.name}`);
      if (at >= 0 && (!best || at < best.at)) best = { at, person };
    }
    if (!best) break;
    if (best.at > 0) parts.push({ text: rest.slice(0, best.at), mention: null });
    parts.push({ text: `@${best.person.name}`, mention: best.person });
    rest = rest.slice(best.at + best.person.name.length + 1);
  }
  if (rest) parts.push({ text: rest, mention: null });
  return parts;
}

/** The ids of the known people a draft @-mentions, at most `max`. */
export function mentionedIds(text: string, known: readonly Person[], max = 10): number[] {
  const ids = splitMentions(text, known).flatMap((p) => (p.mention ? [p.mention.id] : []));
  return [...new Set(ids)].slice(0, max);
}
