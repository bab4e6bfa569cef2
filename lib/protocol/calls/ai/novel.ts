// AI小说, §7 "Text to novel" (docs/ai-api.md): a title, a genre and an outline make a paid novel the
// provider writes chapter by chapter; the caller reads, lists and hides their own. All secure (a
// guest will do).
import * as v from 'valibot';

import {
  AI_NOVEL_CHAPTERS_MAX,
  AI_NOVEL_CHAPTERS_MIN,
  AI_NOVEL_GENRES,
  AI_NOVEL_OUTLINE_MAX,
  AI_NOVEL_OUTLINE_MIN,
  AI_NOVEL_TITLE_MAX,
  TIP_AI_NOVEL_CHAPTERS,
  TIP_AI_NOVEL_GENRE,
} from '@/lib/domain/ai/novel';

import { defineCall } from '../../call';
import { id, integer, isCleanText, oneOf, optional, paging, payload } from '../../fields';
import { aiNovel, aiNovelGenerated, aiNovelHidden, aiNovelInfo } from '../../shapes/ai/novel';
import { pageOf } from '../../shapes/video';
import { aiRequestId } from './face-swap';

const length = (text: string) => [...text].length;

/** Trimmed text counted as people count it (an emoji is one), as the form's counter counts. */
function novelText(label: string, min: number, max: number, multiline: boolean) {
  return v.pipe(
    v.string(`${label}格式不正确`),
    v.check((value) => isCleanText(value, multiline), `${label}含有无法识别的字符，请修改后重试`),
    v.trim(),
    v.check(
      (value) => length(value) >= Math.max(1, min),
      min <= 1 ? `请输入${label}` : `${label}至少${min}个字`,
    ),
    v.check((value) => length(value) <= max, `${label}最多${max}个字`),
  );
}

const novelId = id('小说ID格式不正确');

export const AI_NOVEL_CALLS = [
  defineCall('txtToNovel/generate', {
    area: 'Text to novel',
    access: 'secure',
    request: payload({
      title: novelText('小说标题', 1, AI_NOVEL_TITLE_MAX, false),
      genre: oneOf(AI_NOVEL_GENRES, TIP_AI_NOVEL_GENRE),
      outline: novelText('故事大纲', AI_NOVEL_OUTLINE_MIN, AI_NOVEL_OUTLINE_MAX, true),
      /** Chapters to write; 3 when left out. */
      chapters: optional(
        integer(TIP_AI_NOVEL_CHAPTERS, AI_NOVEL_CHAPTERS_MIN, AI_NOVEL_CHAPTERS_MAX),
      ),
      /** The client's key for this submission: sent again after a lost answer, it charges once. */
      requestId: aiRequestId,
    }),
    response: aiNovelGenerated,
    expects: [4010],
    note: 'title, genre and outline through the community’s text rules (a refusal costs nothing); charges 5钻石 a chapter (4010 when too low), the unwritten chapters given back if it fails; idempotent by `requestId` (secure and `requestId`: our choice)',
  }),
  defineCall('txtToNovel/info', {
    repeatable: true,
    area: 'Text to novel',
    access: 'secure',
    request: payload({ id: novelId }),
    response: aiNovelInfo,
    note: 'the caller’s novel with its chapters, the text so far while it is being written (our choice)',
  }),
  defineCall('txtToNovel/list', {
    repeatable: true,
    area: 'Text to novel',
    access: 'secure',
    request: payload({ ...paging }),
    response: pageOf(aiNovel),
    note: 'the caller’s novels, newest first, hidden ones left out (our choice)',
  }),
  defineCall('txtToNovel/hide', {
    area: 'Text to novel',
    access: 'secure',
    request: payload({ id: novelId }),
    response: aiNovelHidden,
    note: 'hides the caller’s finished novel and drops its text; one still being written is refused (our choice)',
  }),
] as const;
