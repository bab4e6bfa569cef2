// The demo provider's companion replies: an answer to the last user message, built around its
// own words, in the voice the persona's system message describes, seeded by the conversation.
import type { ChatMessage } from './provider';
import { contentWords, pick, readCue, seededRng } from './local-words';
import { cutToLength } from './local-writer';

type Voice = 'gentle' | 'lively' | 'cool' | 'mature';
type Intent = 'greeting' | 'sad' | 'happy' | 'question' | 'statement';

const VOICE_CUES: ReadonlyArray<readonly [Voice, readonly string[]]> = [
  ['lively', ['活泼', '开朗', '可爱', '俏皮', '元气']],
  ['cool', ['高冷', '冷淡', '傲娇', '毒舌']],
  ['mature', ['知性', '成熟', '御姐', '理性']],
  ['gentle', ['温柔', '体贴', '善解人意', '治愈']],
];

const INTENT_CUES: ReadonlyArray<readonly [Intent, readonly string[]]> = [
  ['sad', ['难过', '伤心', '累', '烦', '压力', '失眠', '孤单', '委屈', '不开心']],
  ['happy', ['开心', '高兴', '好消息', '成功', '哈哈', '太好了']],
  ['greeting', ['你好', '在吗', '早上好', '晚上好', '嗨', '哈喽']],
  ['question', ['？', '?', '吗', '呢', '什么', '怎么', '为什么', '哪']],
];

// {a}: a word of the user's message; {prev}: a word from an earlier one.
const OPENING: Record<Voice, Record<Intent, string[]>> = {
  gentle: {
    greeting: ['我在呢，一直都在。', '你来啦，今天过得好吗？'],
    sad: ['抱抱你，{a}的事一定让你很辛苦吧。', '别一个人扛着，{a}的事慢慢说给我听。'],
    happy: ['真为你高兴！{a}听起来好棒。', '看你这么开心，我也跟着笑了，{a}真好。'],
    question: ['关于{a}呀，我想了想，', '你问{a}，我认真想了一下，'],
    statement: ['嗯，{a}，我听着呢。', '原来是{a}呀，谢谢你愿意告诉我。'],
  },
  lively: {
    greeting: ['哇，你终于来啦！', '嘿嘿，我正想你呢！'],
    sad: ['不许难过啦！{a}什么的，我们一起打败它！', '摸摸头～{a}的事交给时间，你交给我！'],
    happy: ['耶！{a}也太厉害了吧！', '快快快，{a}的细节全都告诉我！'],
    question: ['{a}？这个我知道一点点！', '哈哈，你问{a}，让我想想哦，'],
    statement: ['{a}！听起来好有意思！', '哦哦，{a}呀，然后呢然后呢？'],
  },
  cool: {
    greeting: ['嗯，来了。', '今天倒是挺准时。'],
    sad: ['{a}而已，别太放在心上。……我会陪着你的。', '哼，{a}有什么了不起，你比它重要。'],
    happy: ['{a}？还算不错吧。', '嗯，{a}，这次做得挺好。'],
    question: ['{a}啊，勉强回答你一下，', '问{a}？好吧，'],
    statement: ['{a}，我知道了。', '哦，{a}。继续说，我听着。'],
  },
  mature: {
    greeting: ['晚好，今天有什么想聊的？', '你好呀，我刚好有空。'],
    sad: ['{a}会让人疲惫，这很正常，先照顾好自己。', '我理解，{a}确实不容易，我们一起理一理。'],
    happy: ['恭喜你，{a}是你努力的结果。', '{a}，很值得庆祝一下。'],
    question: ['关于{a}，我的看法是，', '{a}这个问题，可以从两方面看，'],
    statement: ['{a}，这件事你怎么想？', '嗯，{a}，我明白你的意思。'],
  },
};

const FOLLOW: Record<Voice, string[]> = {
  gentle: [
    '不管怎样，我都站在你这边。',
    '累了就休息一下，我会一直陪着你。',
    '{a}的事，你已经做得很好了。',
    '要记得好好吃饭，好好睡觉哦。',
  ],
  lively: [
    '下次也要第一个告诉我哦！',
    '我们约好了，明天继续聊{a}！',
    '你笑起来的样子一定超好看～',
    '嘿嘿，和你聊天最开心了！',
  ],
  cool: [
    '……别误会，我只是刚好有空。',
    '{a}的事，下次早点说。',
    '早点休息，别让我担心。',
    '算了，你说什么我都听着。',
  ],
  mature: [
    '慢慢来，答案会越来越清楚。',
    '{a}值得你认真对待，也值得你放松一点。',
    '不管结果如何，过程本身就有意义。',
    '有需要的时候，随时来找我。',
  ],
};

const RECALL = ['你之前说的{prev}，我还记着呢。', '对了，{prev}后来怎么样了？'];

/** The demo's reply to the conversation's last user message, at most `maxChars`. */
export function composeReply(messages: readonly ChatMessage[], maxChars: number): string {
  if (maxChars <= 0) return '';
  const persona = messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n');
  const users = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const last = users.at(-1) ?? '';
  const rng = seededRng('chat', ...messages.map((m) => `${m.role}:${m.content}`));
  const voice = readCue(persona, VOICE_CUES, 'gentle');
  const intent = readCue(last, INTENT_CUES, 'statement');
  const words = contentWords(last);
  const a = words.length > 0 ? pick(rng, words) : '这些';
  const earlier = contentWords(users.slice(0, -1).join('，')).filter((w) => !words.includes(w));
  const sentences = [pick(rng, OPENING[voice][intent])];
  if (intent === 'question') {
    sentences.push(
      pick(rng, [
        '{a}没有标准答案，最重要的是你心里的感觉。',
        '我觉得{a}要看你最在意的是什么。',
        '换个角度看{a}，也许会轻松很多。',
      ]),
    );
  }
  if (earlier.length > 0 && rng() < 0.5) sentences.push(pick(rng, RECALL));
  sentences.push(pick(rng, FOLLOW[voice]));
  const prev = earlier.length > 0 ? pick(rng, earlier) : a;
  const filled = sentences.map((s) => s.replaceAll('{a}', a).replaceAll('{prev}', prev));
  return cutToLength(filled, maxChars);
}
