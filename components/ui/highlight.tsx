// A text with the searched keyword marked (<mark>), built from pieces (lib/domain/
// search-highlight): React escapes every piece, so whatever a title or a post holds stays text.
import { highlightParts } from '@/lib/domain/video/search-highlight';

import styles from './highlight.module.css';

export interface HighlightProps {
  text: string;
  /** Marked wherever it occurs, letters whatever their case; nothing marked when empty. */
  keyword: string | undefined;
}

export function Highlight({ text, keyword }: HighlightProps) {
  if (!keyword) return text;
  return highlightParts(text, keyword).map((piece, i) =>
    piece.match ? (
      <mark key={i} className={styles.mark}>
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}
