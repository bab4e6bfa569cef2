// The channel genres of the seed catalogue: food, travel, tech, music, sport, comedy, calm
// visuals, nature and history, each with its sub-genres (if any), subjects and templates.
import type { Genre } from './genre-types';

export const CHANNEL_GENRES: readonly Genre[] = [
  {
    tag: '美食',
    count: 30,
    episodes: 1,
    subs: [
      {
        tag: '家常菜',
        subjects: ['家常红烧肉', '番茄炒蛋', '手工拉面', '酸菜鱼'],
        templates: ['{s}的做法', '一分钟学会{s}', '{s}零失败教程'],
      },
      {
        tag: '探店',
        subjects: ['深夜街头小吃', '广式早茶', '重庆老火锅', '胡同卤煮'],
        templates: ['美食探店：{s}', '{s} Vlog', '跟着老饕吃{s}'],
      },
      {
        tag: '烘焙',
        subjects: ['黄油曲奇', '戚风蛋糕', '手撕面包', '江南糕点'],
        templates: ['{s}的做法', '一分钟学会{s}', '新手也能做的{s}'],
      },
    ],
    blurbs: ['看完就想下厨。', '步骤清楚，新手也能一次成功。', '深夜放毒，慎看。'],
    clips: ['clip-8', 'clip-6', 'clip-7'],
  },
  {
    tag: '旅行',
    count: 26,
    episodes: 1,
    subs: [
      {
        tag: '自驾',
        subjects: ['川西自驾', '独库公路', '环青海湖', '318国道'],
        templates: ['旅行Vlog｜{s}', '{s}全程攻略', '{s} 航拍'],
      },
      {
        tag: '城市漫步',
        subjects: ['鼓浪屿', '成都街巷', '西安城墙', '大理古城'],
        templates: ['旅行Vlog｜{s}', '{s}三日游攻略', '跟着镜头去{s}'],
      },
      {
        tag: '海岛',
        subjects: ['涠洲岛', '三亚湾', '南澳岛', '长岛'],
        templates: ['旅行Vlog｜{s}', '{s}三日游攻略', '{s} 航拍'],
      },
    ],
    blurbs: ['带你看遍山川湖海。', '附详细路线与花费。'],
    clips: ['clip-6', 'clip-8', 'clip-7'],
  },
  {
    tag: '科技',
    count: 28,
    episodes: 1,
    subs: [
      {
        tag: '数码',
        subjects: ['折叠屏手机', '降噪耳机', '轻薄笔记本', '智能手表'],
        templates: ['{s}深度评测', '{s}开箱', '{s}拆解实录'],
      },
      {
        tag: '汽车',
        subjects: ['新能源汽车', '智能驾驶', '国产超跑', '混动SUV'],
        templates: ['{s}深度评测', '{s}试驾体验', '三分钟看懂{s}'],
      },
      {
        tag: '科普',
        subjects: ['量子计算', 'AI绘画', '可控核聚变', '脑机接口'],
        templates: ['三分钟看懂{s}', '{s}到底是什么', '{s}的前世今生'],
      },
    ],
    blurbs: ['把复杂讲简单。', '真机实测，不吹不黑。'],
    clips: ['clip-5', 'clip-8', 'clip-2'],
  },
  {
    tag: '音乐',
    count: 16,
    episodes: 1,
    subs: [
      {
        subjects: ['夏夜晚风', '故乡的云', '城市之光', '星河入梦'],
        templates: ['{s} 现场版', '{s} 官方MV', '{s} 钢琴弹唱', '{s} 吉他弹唱'],
      },
    ],
    blurbs: ['好听的现场与MV。', '单曲循环一整天。'],
    clips: ['clip-5', 'clip-7'],
  },
  {
    tag: '体育',
    count: 14,
    episodes: 20,
    subs: [
      {
        subjects: ['篮球', '足球', '羽毛球', '马拉松', '乒乓球'],
        templates: ['{s}精彩集锦 第{n}期', '{s}教学：入门技巧', '{s}名场面回顾'],
      },
    ],
    blurbs: ['赛事集锦与教学。', '燃到起鸡皮疙瘩的瞬间。'],
    clips: ['clip-4', 'clip-1', 'clip-8'],
  },
  {
    tag: '搞笑',
    count: 18,
    episodes: 30,
    subs: [
      {
        subjects: ['办公室日常', '猫狗大战', '方言配音', '神反转'],
        templates: ['{s}合集 第{n}弹', '笑到停不下来：{s}', '{s}名场面'],
      },
    ],
    blurbs: ['每天笑一笑，烦恼都跑掉。', '全程高能，建议别在地铁上看。'],
    clips: ['clip-2', 'clip-4', 'clip-1', 'clip-3'],
  },
  {
    tag: '解压',
    count: 10,
    episodes: 1,
    // Each subject names what its clip shows, so the picture is what the title promises.
    subs: (
      [
        ['无限分形', 'clip-3'],
        ['像素生命', 'clip-4'],
        ['像素瀑布', 'clip-1'],
        ['三角万花筒', 'clip-2'],
        ['彩虹光谱', 'clip-8'],
      ] as const
    ).map(([subject, clip]) => ({
      subjects: [subject],
      templates: ['沉浸式解压：{s}', '{s}｜盯着看就放松'],
      clips: [clip],
    })),
    blurbs: ['什么都不用想，看着就好。', '睡前放松，适合循环播放。'],
    clips: ['clip-3'],
  },
  {
    tag: '自然',
    count: 12,
    episodes: 1,
    subs: [
      {
        subjects: ['雨林', '草原', '冰川', '萤火虫'],
        templates: ['{s}的四季', '航拍{s}', '{s}白噪音 助眠'],
      },
    ],
    blurbs: ['大自然的声音与画面。', '戴上耳机，仿佛身临其境。'],
    clips: ['clip-6', 'clip-8', 'clip-7'],
  },
  {
    tag: '历史',
    count: 14,
    episodes: 1,
    subs: [
      {
        subjects: ['三国风云', '大唐盛世', '郑和下西洋', '敦煌壁画', '宋朝市井'],
        templates: ['{s}｜历史纪录片', '三分钟讲透{s}', '{s}背后的故事'],
      },
    ],
    blurbs: ['历史故事，以古鉴今。', '史料翔实，讲得有趣。'],
    clips: ['clip-5', 'clip-6'],
  },
];
