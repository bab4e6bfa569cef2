'use client';
// searchHead (§2): the search field with 取消, focused whenever the screen comes on screen empty.
import { SearchBar } from '@/components/video/search-bar';

export function SearchHead({
  value,
  onChange,
  onSearch,
}: {
  value: string;
  onChange: (text: string) => void;
  onSearch: (keyword: string) => boolean;
}) {
  return (
    <SearchBar heading="搜索" value={value} onChange={onChange} onSearch={onSearch} autoFocus />
  );
}
