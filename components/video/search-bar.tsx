'use client';
// The bar at the top of the search screens: a search field (Enter or the keyboard's 搜索 key
// submits) with a clear button, and 取消, which goes back (§2 back helper). Styled as the kit
// header (40px, #181924, z-index 200) because it takes that header's place.
import { useEffect, useRef, type FormEvent } from 'react';

import { CloseIcon, SearchIcon } from '@/components/icons/shell-icons';
import { usePageActive } from '@/components/shell/page-active';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { KEYWORD_MAX_LENGTH, SEARCH_PLACEHOLDER } from '@/lib/domain/video/search-history';
import { useBack } from '@/lib/navigation/use-back';

import styles from './search-bar.module.css';

export interface SearchBarProps {
  /** Page heading for assistive tech (the bar has no visible title). */
  heading: string;
  /** The field's text, owned by the screen (a keyword picked from a list shows here too). */
  value: string;
  onChange: (text: string) => void;
  /** Returns true when the search went ahead. */
  onSearch: (keyword: string) => boolean;
  /** Focus the field whenever the page comes on screen with the field empty. */
  autoFocus?: boolean;
}

export function SearchBar({ heading, value, onChange, onSearch, autoFocus }: SearchBarProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const active = usePageActive();
  const goBack = useBack();

  useEffect(() => {
    if (autoFocus && active && inputRef.current?.value === '') inputRef.current.focus();
  }, [autoFocus, active]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (onSearch(value)) inputRef.current?.blur();
  };

  return (
    <header className={styles.bar}>
      <VisuallyHidden as="h1">{heading}</VisuallyHidden>
      <form role="search" className={styles.form} onSubmit={submit} action="">
        <SearchIcon className={styles.icon} />
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          name="keyword"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={KEYWORD_MAX_LENGTH}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="搜索关键词"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value !== '' && (
          <button
            type="button"
            className={styles.clear}
            aria-label="清除"
            onClick={() => {
              onChange('');
              inputRef.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        )}
      </form>
      <button type="button" className={styles.cancel} onClick={goBack}>
        取消
      </button>
    </header>
  );
}
