'use client';
// Searching a keyword from anywhere on the search screens: a keyword that cannot be searched
// (empty, over 30 characters) says why in a toast; otherwise it goes to the front of the
// history and the result page opens through useOpenLink.
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';

import { useToast } from '@/components/ui/toast';
import { keywordProblem, normalizeKeyword } from '@/lib/domain/video/search-history';
import { searchResultRoute } from '@/lib/domain/video/links';
import { useOpenLink } from '@/lib/navigation/use-open-link';
import { addSearchKeywordAtom } from '@/lib/state/search-history-atoms';

/** Returns search(raw): true when the search went ahead. */
export function useSearch(): (raw: string) => boolean {
  const toast = useToast();
  const openLink = useOpenLink();
  const addKeyword = useSetAtom(addSearchKeywordAtom);
  return useCallback(
    (raw: string) => {
      const problem = keywordProblem(raw);
      if (problem !== null) {
        toast(problem);
        return false;
      }
      const keyword = normalizeKeyword(raw);
      addKeyword(keyword);
      void openLink(searchResultRoute(keyword));
      return true;
    },
    [toast, openLink, addKeyword],
  );
}
