// Raw colours of the seasonal themes (spec §3, §9). Values §9 gives are copied exactly as
// written there (including letter case) and pinned by themes.test.ts; every other value is
// marked `// our choice`. Gradients and icon ids are derived from these in themes.ts.

/** Colours of the three publish buttons in the publish popup. */
export interface PublishButtonColours {
  readonly leftTop: string;
  readonly leftBottom: string;
  readonly right: string;
}

export interface ThemeColours {
  /** Active footer-tab colour (§9 "active tab" / "active"). */
  readonly fotActiveColor: string;
  readonly noticeBarBGC: string;
  readonly tabActiveTextColor: string;
  readonly adBtnColor: string;
  readonly publishPopBGC: string;
  /** null: §3 says the default theme has no publish button colours; the UI falls back. */
  readonly publishBtn: PublishButtonColours | null;
  /** Mine-screen gradient stops (§9 "gradient"). */
  readonly linearColor1: string;
  readonly linearColor2: string;
}

/** §9 gives one publish colour for some themes: it applies to all three buttons. */
const samePublishColour = (colour: string): PublishButtonColours => ({
  leftTop: colour,
  leftBottom: colour,
  right: colour,
});

export const THEME_COLOURS = {
  default: {
    fotActiveColor: '#366CE3',
    noticeBarBGC: '#161852',
    tabActiveTextColor: '#6795FE',
    adBtnColor: '#366CE3', // our choice: the theme's active blue
    publishPopBGC: '#262942',
    publishBtn: null,
    linearColor1: '#151529',
    linearColor2: '#151529',
  },
  duanwu: {
    fotActiveColor: '#ABE900',
    noticeBarBGC: '#165133',
    tabActiveTextColor: '#C4F23C', // our choice: a lighter lime beside the active #ABE900
    adBtnColor: '#3F8F2F', // our choice: zongzi-leaf green
    publishPopBGC: '#1e2915',
    publishBtn: samePublishColour('#ABE900'), // our choice: the active lime
    linearColor1: '#1e2915',
    linearColor2: '#283813',
  },
  midautumn: {
    fotActiveColor: '#FFEAA3',
    noticeBarBGC: '#644e39',
    tabActiveTextColor: '#FFD16D',
    adBtnColor: '#805a40',
    publishPopBGC: '#31231b',
    publishBtn: samePublishColour('#ffc74f'),
    linearColor1: '#191a32',
    linearColor2: '#232a2e',
  },
  qixi: {
    fotActiveColor: '#C8B1FF',
    noticeBarBGC: '#483865',
    tabActiveTextColor: '#E0C9FF',
    adBtnColor: '#8A6AD8', // our choice: a deeper violet of the active lilac
    publishPopBGC: '#1e1b3a',
    publishBtn: samePublishColour('#e0c9ff'),
    linearColor1: '#191a32',
    linearColor2: '#232a2e',
  },
  double11: {
    fotActiveColor: '#FF8C99',
    noticeBarBGC: '#523472',
    tabActiveTextColor: '#FFB0BA', // our choice: a lighter pink of the active #FF8C99
    adBtnColor: '#d984c3',
    publishPopBGC: '#311b31',
    // §9 lists three publish colours; we read them in field order (left top, left bottom, right).
    publishBtn: { leftTop: '#FF7E80', leftBottom: '#B889FF', right: '#FFB6C5' },
    linearColor1: '#191a32',
    linearColor2: '#23292e',
  },
  christmas: {
    fotActiveColor: '#FF8183',
    noticeBarBGC: '#386455',
    tabActiveTextColor: '#ff7f7f',
    adBtnColor: '#C8453F', // our choice: Christmas red
    publishPopBGC: '#1e2915',
    publishBtn: samePublishColour('#6ebd85'),
    linearColor1: '#0c351b',
    linearColor2: '#174219',
  },
  // §9 gives no Spring Festival colours: festive red and gold, all our choice.
  springfestival: {
    fotActiveColor: '#FFD45C', // our choice: gold
    noticeBarBGC: '#7A1418', // our choice: deep lantern red
    tabActiveTextColor: '#FFC94D', // our choice: warm gold
    adBtnColor: '#D8342C', // our choice: festive red
    publishPopBGC: '#3A1214', // our choice: dark red
    publishBtn: { leftTop: '#FFD45C', leftBottom: '#FF6A4D', right: '#FFB648' }, // our choice
    linearColor1: '#2A0D10', // our choice
    linearColor2: '#3D1216', // our choice
  },
  // §9 gives no Labor Day colours: fresh greens with an orange accent, all our choice.
  labor: {
    fotActiveColor: '#7ED957', // our choice: fresh green
    noticeBarBGC: '#1F4A2C', // our choice: deep green
    tabActiveTextColor: '#A6E67F', // our choice: light green
    adBtnColor: '#F08A24', // our choice: orange accent
    publishPopBGC: '#17291C', // our choice: dark green
    publishBtn: { leftTop: '#7ED957', leftBottom: '#FFA94D', right: '#B5EA8C' }, // our choice
    linearColor1: '#112117', // our choice
    linearColor2: '#1B3322', // our choice
  },
} as const satisfies Record<string, ThemeColours>;

/** The six footer tabs, in tab-bar order (§2: home, community, long video, welfare, mine, game). */
export type TabIconSet = readonly [string, string, string, string, string, string];

/**
 * One of the two extra colour schemes of §3. How they map to the eight numbered themes is
 * not shown, so they stand alone and are selected with `data-theme="red"` / `"orange"`.
 */
export interface ColourPalette {
  readonly key: 'red' | 'orange';
  readonly fotActiveColor: string;
  readonly noticeBarBGC: string;
  readonly adBtnColor: string;
  /** Only the orange scheme has its own tab icons (§3); red uses the default ones (null). */
  readonly tabIcons: TabIconSet | null;
}

export const RED_PALETTE: ColourPalette = {
  key: 'red',
  fotActiveColor: '#FF5B5B',
  noticeBarBGC: '#74161e',
  adBtnColor: '#c52c2c',
  tabIcons: null,
};

export const ORANGE_PALETTE: ColourPalette = {
  key: 'orange',
  fotActiveColor: '#FF8E0D',
  noticeBarBGC: '#f3870e',
  adBtnColor: '#ef4e01',
  tabIcons: [
    'orange/fot1',
    'orange/fot2',
    'orange/fot3',
    'orange/fot4',
    'orange/fot5',
    'orange/fot6',
  ],
};

export const PALETTES: readonly ColourPalette[] = [RED_PALETTE, ORANGE_PALETTE];
