import type { Metadata } from 'next';

import { BookDescScreen } from '@/components/ai/book-desc/book-desc-screen';

export const metadata: Metadata = { title: '书评 - 影视社区' };

// §2 /ai/aiBookDesc: a book description streamed from its title and the reader's notes; free.
export default function AiBookDescPage() {
  return <BookDescScreen />;
}
