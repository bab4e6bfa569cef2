import { describe, expect, it } from 'vitest';

import { matchServiceEntry } from './service-match';

const entries = [
  {
    id: 1,
    question: '视频播放卡顿怎么办？',
    answer: '切换线路',
    keywords: ['卡顿', '播放'],
    link: '',
  },
  {
    id: 2,
    question: '充值未到账',
    answer: '稍等片刻',
    keywords: ['充值', '到账', '钻石'],
    link: '',
  },
];

describe('matchServiceEntry', () => {
  it('picks the entry whose keywords the words contain most', () => {
    expect(matchServiceEntry('我充值的钻石没到账', entries)?.id).toBe(2);
    expect(matchServiceEntry('播放 卡顿', entries)?.id).toBe(1);
    expect(matchServiceEntry('视频播放卡顿怎么办？', entries)?.id).toBe(1);
  });

  it('answers null for nothing it knows, or nothing said', () => {
    expect(matchServiceEntry('你好', entries)).toBeNull();
    expect(matchServiceEntry('   ', entries)).toBeNull();
  });
});
