// The long-video genres of the seed catalogue, the /lld tabs: films, series, documentaries,
// anime and variety shows, each with its sub-genres, subjects and title templates.
import type { Genre } from './genre-types';

export const VIDEO_GENRES: readonly Genre[] = [
  {
    tag: '电影',
    count: 36,
    episodes: 1,
    subs: [
      {
        tag: '悬疑片',
        subjects: ['雾都追凶', '无声的证词', '午夜列车', '第七个嫌疑人'],
        templates: ['{s}', '{s}（导演剪辑版）', '{s} 正式预告', '【4K修复】{s}', '{s} 幕后花絮'],
      },
      {
        tag: '喜剧片',
        subjects: ['好运大酒店', '乌龙特工', '开心老爸', '我的倒霉室友'],
        templates: ['{s}', '{s} 爆笑预告', '{s}（加长版）', '{s} 幕后花絮', '{s} 首映礼'],
      },
      {
        tag: '科幻片',
        subjects: ['星河彼岸', '流浪方舟', '时间折叠', '深空回响'],
        templates: ['{s}', '{s}：终章', '{s} 终极预告', '【IMAX】{s}', '{s} 特效揭秘'],
      },
    ],
    blurbs: ['节奏紧凑，结局出人意料。', '院线大片，高清正片抢先看。', '口碑佳作，值得二刷。'],
    clips: ['clip-6', 'clip-7', 'clip-5'],
  },
  {
    tag: '剧集',
    count: 34,
    episodes: 40,
    subs: [
      {
        tag: '古装剧',
        subjects: ['锦绣长歌', '提刑新案', '云中书', '长安夜行'],
        templates: ['{s} 第{n}集', '{s} 大结局', '{s} 第{n}集 精彩看点'],
      },
      {
        tag: '都市剧',
        subjects: ['都市信号', '青春进行时', '长街烟火', '向阳而生'],
        templates: ['{s} 第{n}集', '{s} 大结局', '{s} 先导预告'],
      },
      {
        tag: '悬疑剧',
        subjects: ['迷雾小镇', '沉默的河', '暗潮追踪', '第十三封信'],
        templates: ['{s} 第{n}集', '{s} 第{n}集 高能片段', '{s} 大结局'],
      },
    ],
    blurbs: ['热播剧集，每周更新，追剧不迷路。', '好剧连更，一集接一集停不下来。'],
    clips: ['clip-7', 'clip-6', 'clip-8'],
  },
  {
    tag: '纪录片',
    count: 24,
    episodes: 8,
    subs: [
      {
        subjects: ['长江源头', '丝绸之路', '深海秘境', '高原雪豹', '古城匠人', '候鸟迁徙'],
        templates: ['纪录片《{s}》第{n}集', '{s}｜纪录片', '4K纪录片：{s}'],
      },
    ],
    blurbs: ['用镜头记录真实世界。', '历时三年拍摄，带你走近鲜为人知的角落。'],
    clips: ['clip-6', 'clip-7', 'clip-5'],
  },
  {
    tag: '动漫',
    count: 30,
    episodes: 24,
    subs: [
      {
        tag: '热血',
        subjects: ['星际少年', '机甲黎明', '烈焰球场'],
        templates: ['{s} 第{n}话', '{s} 剧场版', '{s} 第{n}话 预告'],
      },
      {
        tag: '治愈',
        subjects: ['猫咪侦探社', '樱花之约', '小镇面包房'],
        templates: ['{s} 第{n}话', '{s} 剧场版', '{s} 主题曲MV'],
      },
      {
        tag: '国漫',
        subjects: ['灵剑传说', '山海异闻录', '少年锦衣卫'],
        templates: ['{s} 第{n}话', '{s} 年番 第{n}话', '{s} 先导预告'],
      },
    ],
    blurbs: ['人气动漫，热血与温情并存。', '画风精美，剧情越看越上头。'],
    clips: ['clip-7', 'clip-2', 'clip-8', 'clip-4'],
  },
  {
    tag: '综艺',
    count: 28,
    episodes: 12,
    subs: [
      {
        tag: '真人秀',
        subjects: ['周末大冒险', '厨房挑战赛', '田园慢生活'],
        templates: ['{s} 第{n}期', '{s} 第{n}期 精彩片段', '{s} 未播花絮'],
      },
      {
        tag: '脱口秀',
        subjects: ['今夜笑不停', '笑场俱乐部', '深夜脱口秀'],
        templates: ['{s} 第{n}期', '{s} 第{n}期 加更版', '{s} 名场面'],
      },
      {
        tag: '音综',
        subjects: ['声临现场', '弦上歌会', '寻找好声音'],
        templates: ['{s} 第{n}期', '{s} 第{n}期 纯享版', '{s} 舞台花絮'],
      },
    ],
    blurbs: ['轻松好笑，适合周末一起看。', '嘉宾阵容强大，笑点密集。'],
    clips: ['clip-7', 'clip-8', 'clip-5'],
  },
];
