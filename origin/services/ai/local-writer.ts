// The demo provider's prose: sentences built around the prompt's own words, in the genre and
// tone the system text names, drawn by a PRNG seeded from both (the same request, the same
// text; a shorter maxChars gives a prefix of it). Plain phrase tables, no model.
import { bookTitle, contentWords, pick, readCue, seededRng, type Rng } from './local-words';

type Genre =
  'review' | 'xianxia' | 'wuxia' | 'mystery' | 'scifi' | 'history' | 'romance' | 'urban' | 'plain';
type Tone = 'light' | 'grave' | 'fervent' | 'calm';

// Review first: a book's description names the book's genre too.
const GENRE_CUES: ReadonlyArray<readonly [Genre, readonly string[]]> = [
  ['review', ['书评', '简介', '导读', '读后感', '推荐语', '书的描述', '介绍这本']],
  ['xianxia', ['玄幻', '修仙', '仙侠', '修真', '奇幻']],
  ['wuxia', ['武侠', '江湖', '侠客']],
  ['mystery', ['悬疑', '推理', '侦探', '惊悚', '探案']],
  ['scifi', ['科幻', '星际', '未来', '机甲', '赛博']],
  ['history', ['历史', '古代', '王朝', '宫廷', '穿越']],
  ['romance', ['言情', '爱情', '恋爱', '甜宠', '情感']],
  ['urban', ['都市', '职场', '校园', '现代', '生活']],
];

const TONE_CUES: ReadonlyArray<readonly [Tone, readonly string[]]> = [
  ['light', ['轻松', '幽默', '搞笑', '温馨', '治愈']],
  ['grave', ['严肃', '沉重', '深沉', '悲伤', '虐心']],
  ['fervent', ['热血', '激昂', '燃', '爽文']],
];

type Table = { places: string[]; times: string[]; lines: string[] };

// {a} {b}: the prompt's words (two different ones when it has two); {p} a place; {t} a time.
const TABLES: Record<Genre, Table> = {
  xianxia: {
    places: ['云海之巅', '古老的宗门', '灵脉深处', '万丈悬崖边', '藏经阁里'],
    times: ['月华初上时', '晨钟响起时', '雷劫将至的夜里', '闭关三年后'],
    lines: [
      '{t}，{p}忽然亮起一道光，映出了{a}的影子。',
      '关于{a}的传说，在{p}流传了整整一千年。',
      '他握紧掌心，才明白{a}与{b}原来早有因果。',
      '{p}的长老低声说：“{a}，不是你现在能碰的东西。”',
      '灵气翻涌，{b}在他的识海里缓缓成形。',
      '{t}，他第一次感到{a}在体内跳动，像一颗初生的星。',
      '众人只当{b}是个笑话，却不知天道早已改写。',
      '山风掠过{p}，把{a}的名字吹得很远很远。',
    ],
  },
  wuxia: {
    places: ['长亭外', '客栈二楼', '落雪的渡口', '古道尽头', '少林山门前'],
    times: ['夜雨初歇时', '三更时分', '残阳如血时', '酒过三巡后'],
    lines: [
      '{t}，{p}坐着一个人，桌上只放着{a}。',
      '江湖上都在传，谁得了{a}，谁就能问鼎天下。',
      '刀光一闪，{b}的来历终于有了答案。',
      '他抱拳一笑：“在下为{a}而来，不为恩怨。”',
      '{p}风声渐紧，{b}的消息比刀还快。',
      '{t}，有人在{p}说起{a}，声音压得极低。',
      '恩仇未了，{a}与{b}却把两个人绑在了一起。',
      '剑未出鞘，{p}已是一片肃杀。',
    ],
  },
  mystery: {
    places: ['废弃的老宅', '雨夜的站台', '三楼尽头的房间', '档案室', '旧码头'],
    times: ['凌晨两点', '停电的那一夜', '案发前十分钟', '第三天清晨'],
    lines: [
      '{t}，{p}里只留下一件东西：{a}。',
      '所有线索都指向{a}，这恰恰是最可疑的地方。',
      '她重新翻开笔记，发现{b}出现的时间对不上。',
      '“{a}不会说谎，”他说，“说谎的是人。”',
      '{p}的门锁完好无损，{b}却不见了。',
      '{t}的监控画面里，{a}一闪而过。',
      '如果{a}和{b}是同一件事，那凶手就在我们中间。',
      '雨声掩盖了脚步，也掩盖了{p}里的真相。',
    ],
  },
  scifi: {
    places: ['第七号空间站', '近地轨道上', '地下城的数据中心', '火星基地', '飞船的舰桥'],
    times: ['倒计时归零前', '跃迁结束后', '2150年的冬天', '信号中断的第九小时'],
    lines: [
      '{t}，{p}收到了一段关于{a}的信号。',
      '系统提示：{a}的数据与已知的任何模型都不吻合。',
      '她盯着屏幕，意识到{b}也许才是真正的坐标。',
      '“{a}不是武器，”舰长说，“它是一封信。”',
      '{p}的灯光一盏盏熄灭，只有{b}还在运行。',
      '{t}，人类第一次直面{a}。',
      '{a}与{b}之间，隔着四光年，也隔着一个答案。',
      '警报在{p}回荡，没有人愿意先按下按钮。',
    ],
  },
  history: {
    places: ['长安城外', '紫禁城的偏殿', '江南的驿站', '边关烽火台', '御书房里'],
    times: ['永乐三年', '那年秋闱放榜时', '大雪封城的冬天', '新帝登基那日'],
    lines: [
      '{t}，{p}递来一封密信，信里只提到{a}。',
      '史书上关于{a}的记载，只有寥寥数笔。',
      '他跪在{p}，明白{b}已是满朝皆知的秘密。',
      '“{a}之事，不可再提，”老臣叹道。',
      '{p}灯火通明，{b}改变了许多人的命运。',
      '{t}，{a}终于被摆上了朝堂。',
      '{a}与{b}，一个关乎江山，一个关乎人心。',
      '风过{p}，旧事如尘，却始终没有落定。',
    ],
  },
  romance: {
    places: ['街角的咖啡馆', '落日的海边', '图书馆靠窗的位置', '雨中的公交站', '天台上'],
    times: ['那年夏天', '初雪落下的傍晚', '毕业前的最后一周', '重逢的那一刻'],
    lines: [
      '{t}，她在{p}第一次听他说起{a}。',
      '后来她才知道，{a}是他藏了很久的心事。',
      '他把{b}递给她，耳尖微微发红。',
      '“如果没有{a}，我们还会遇见吗？”她轻声问。',
      '{p}的风很温柔，{b}也是。',
      '{t}，{a}成了两个人之间的暗号。',
      '{a}和{b}，一个是开始，一个是答案。',
      '她笑了，心里那点关于{p}的不安终于散了。',
    ],
  },
  urban: {
    places: ['写字楼的二十层', '深夜的便利店', '地铁末班车上', '出租屋的阳台', '会议室里'],
    times: ['周一早上九点', '加班到凌晨时', '年终总结前夜', '搬来这座城市的第三年'],
    lines: [
      '{t}，{p}里每个人都在谈论{a}。',
      '她没想到，{a}会成为改变自己的那件事。',
      '手机亮了一下，是关于{b}的消息。',
      '“{a}这件事，我想自己试试，”她说。',
      '{p}的灯还亮着，{b}的方案刚改到第六版。',
      '{t}，他终于把{a}的事说出了口。',
      '城市很大，{a}和{b}却让两个陌生人有了交集。',
      '窗外车流不息，{p}里的人心事各异。',
    ],
  },
  plain: {
    places: ['小城的街头', '清晨的窗前', '远方的山路上', '熟悉的老地方', '人群之中'],
    times: ['那一天', '多年以后', '某个平常的午后', '天刚亮时'],
    lines: [
      '{t}，{p}发生了一件与{a}有关的事。',
      '说起{a}，每个人心里都有不同的答案。',
      '{b}看似平常，却藏着许多值得细想的东西。',
      '“{a}，其实一直都在，”有人这样说。',
      '{p}很安静，只有{b}还在被人提起。',
      '{t}，{a}让这一切有了新的意义。',
      '{a}与{b}之间，连着一段慢慢展开的故事。',
      '风吹过{p}，一切都还来得及。',
    ],
  },
  review: {
    places: ['字里行间', '故事的结尾', '书的前半部分', '每一章'],
    times: ['读到最后', '合上书时', '翻开第一页时', '读到一半时'],
    lines: [
      '《{title}》围绕{a}展开，笔触细腻而克制。',
      '作者把{a}与{b}写得真实可感，让人读来不忍释卷。',
      '{t}，{a}带来的余味仍久久不散。',
      '书中关于{b}的部分尤为出彩，{p}都能看出作者的用心。',
      '如果你对{a}感兴趣，《{title}》值得一读。',
      '它不只讲{a}，也写出了人在选择面前的犹豫与勇气。',
      '{p}，{b}像一条暗线，把全书串联起来。',
      '这是一本关于{a}的书，也是一本关于成长的书。',
    ],
  },
};

const OPENERS: Record<Tone, string[]> = {
  light: ['说来也巧，', '有趣的是，', '没想到，'],
  grave: ['谁也没有料到，', '沉默良久，', '命运总是这样，'],
  fervent: ['就在这一刻，', '热血翻涌之间，', '没有退路了，'],
  calm: ['后来，', '与此同时，', '慢慢地，'],
};

/** The line with its slots filled: the prompt's words, a place, a time, the book's title. */
function fill(
  line: string,
  rng: Rng,
  table: Table,
  words: { a: string; b: string },
  title: string,
): string {
  return line
    .replaceAll('{a}', words.a)
    .replaceAll('{b}', words.b)
    .replaceAll('{p}', pick(rng, table.places))
    .replaceAll('{t}', pick(rng, table.times))
    .replaceAll('{title}', title);
}

/** Draws the items in a seeded order without repeating one until all were drawn. */
function deck<T>(rng: Rng, items: readonly T[]): () => T {
  let left: T[] = [];
  return () => {
    if (left.length === 0) {
      left = [...items];
      for (let i = left.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [left[i], left[j]] = [left[j]!, left[i]!];
      }
    }
    return left.pop()!;
  };
}

/** The longest run of whole sentences within `maxChars`, or a hard cut when none fits. */
export function cutToLength(sentences: string[], maxChars: number): string {
  let text = '';
  for (const sentence of sentences) {
    if ([...text].length + [...sentence].length > maxChars) break;
    text += sentence;
  }
  return text || [...sentences.join('')].slice(0, maxChars).join('');
}

/** The demo's text for a tool: its instructions (`system`) and the user's words (`prompt`). */
export function composeText(system: string, prompt: string, maxChars: number): string {
  if (maxChars <= 0) return '';
  const rng = seededRng('text', system, prompt);
  const cueText = `${system}\n${prompt}`;
  const genre = readCue(cueText, GENRE_CUES, 'plain');
  const tone = readCue(cueText, TONE_CUES, 'calm');
  const table = TABLES[genre];
  const found = contentWords(prompt);
  const words = found.length > 0 ? found : ['这段经历', '那个约定'];
  const title = bookTitle(prompt) ?? bookTitle(system) ?? words[0]!;
  const nextLine = deck(rng, table.lines);
  const sentences: string[] = [];
  let length = 0;
  // Each of the prompt's words leads a sentence once, in order; then they come back at random.
  for (let i = 0; length <= maxChars; i++) {
    const a = i < words.length ? words[i]! : pick(rng, words);
    const others = words.filter((w) => w !== a);
    const b = others.length > 0 ? pick(rng, others) : a;
    let sentence = fill(nextLine(), rng, table, { a, b }, title);
    if (i > 0 && rng() < 0.3) sentence = pick(rng, OPENERS[tone]) + sentence;
    // A paragraph every few sentences, as a chapter reads.
    if (i > 0 && i % 4 === 0) sentence = `\n\n${sentence}`;
    sentences.push(sentence);
    length += [...sentence].length;
  }
  return cutToLength(sentences, maxChars).trim();
}
