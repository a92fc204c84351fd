import { bundledHallIcon, GAME_HALL_IDS, type LangCode } from '@arks/contracts';

/**
 * The eight halls every site starts with (spec §3 "Game hall (gt_id 2-9)"): the member site's own
 * names in all 11 languages, its bundled artwork, gt_id order, all shown. Staff change them per site
 * in the console (game_halls rows); these apply until then.
 */
export const HALL_DEFAULT_NAMES: Record<number, Record<LangCode, string>> = {
  2: {
    zh_TW: '電子遊戲',
    zh_CN: '电子游戏',
    en_US: 'Slots',
    vi_VN: 'Nổ hũ',
    ko_KR: '슬롯',
    ja_JP: 'スロット',
    th_TH: 'สล็อต',
    hi_IN: 'स्लॉट्स',
    my_MM: 'စလော့',
    ta_IN: 'ஸ்லாட்ஸ்',
    bn_BD: 'স্লট',
  },
  3: {
    zh_TW: '真人視訊',
    zh_CN: '真人视讯',
    en_US: 'Live Casino',
    vi_VN: 'Casino trực tuyến',
    ko_KR: '라이브 카지노',
    ja_JP: 'ライブカジノ',
    th_TH: 'คาสิโนสด',
    hi_IN: 'लाइव कैसीनो',
    my_MM: 'တိုက်ရိုက်ကာစီနို',
    ta_IN: 'நேரடி கேசினோ',
    bn_BD: 'লাইভ ক্যাসিনো',
  },
  4: {
    zh_TW: '體育賽事',
    zh_CN: '体育赛事',
    en_US: 'Sports',
    vi_VN: 'Thể thao',
    ko_KR: '스포츠',
    ja_JP: 'スポーツ',
    th_TH: 'กีฬา',
    hi_IN: 'स्पोर्ट्स',
    my_MM: 'အားကစား',
    ta_IN: 'ஸ்போர்ட்ஸ்',
    bn_BD: 'স্পোর্টস',
  },
  5: {
    zh_TW: '彩券遊戲',
    zh_CN: '彩票游戏',
    en_US: 'Lottery',
    vi_VN: 'Xổ số',
    ko_KR: '로또',
    ja_JP: '宝くじ',
    th_TH: 'หวย',
    hi_IN: 'लॉटरी',
    my_MM: 'ထီ',
    ta_IN: 'லாட்டரி',
    bn_BD: 'লটারি',
  },
  6: {
    zh_TW: '棋牌遊戲',
    zh_CN: '棋牌游戏',
    en_US: 'Card Games',
    vi_VN: 'Game bài',
    ko_KR: '카드 게임',
    ja_JP: 'カードゲーム',
    th_TH: 'เกมไพ่',
    hi_IN: 'कार्ड गेम',
    my_MM: 'ဖဲဂိမ်း',
    ta_IN: 'சீட்டு விளையாட்டுகள்',
    bn_BD: 'কার্ড গেম',
  },
  7: {
    zh_TW: '虛擬體育',
    zh_CN: '虚拟体育',
    en_US: 'Virtual Sports',
    vi_VN: 'Thể thao ảo',
    ko_KR: '가상 스포츠',
    ja_JP: 'バーチャルスポーツ',
    th_TH: 'กีฬาเสมือนจริง',
    hi_IN: 'वर्चुअल स्पोर्ट्स',
    my_MM: 'ဗာချွယ်အားကစား',
    ta_IN: 'விர்ச்சுவல் ஸ்போர்ட்ஸ்',
    bn_BD: 'ভার্চুয়াল স্পোর্টস',
  },
  8: {
    zh_TW: '鬥雞',
    zh_CN: '斗鸡',
    en_US: 'Cockfight',
    vi_VN: 'Đá gà',
    ko_KR: '투계',
    ja_JP: '闘鶏',
    th_TH: 'ไก่ชน',
    hi_IN: 'मुर्गा लड़ाई',
    my_MM: 'ကြက်တိုက်',
    ta_IN: 'சேவல் சண்டை',
    bn_BD: 'মোরগ লড়াই',
  },
  9: {
    zh_TW: '電子競技',
    zh_CN: '电子竞技',
    en_US: 'Esports',
    vi_VN: 'Thể thao điện tử',
    ko_KR: 'e스포츠',
    ja_JP: 'eスポーツ',
    th_TH: 'อีสปอร์ต',
    hi_IN: 'ई-स्पोर्ट्स',
    my_MM: 'အီးစပို့',
    ta_IN: 'இ-ஸ்போர்ட்ஸ்',
    bn_BD: 'ই-স্পোর্টস',
  },
};

export interface HallSetting {
  gtId: number;
  names: Record<string, string>;
  icon: string;
  iconActive: string;
  sort: number;
  hidden: boolean;
}

export const defaultHalls = (): HallSetting[] =>
  GAME_HALL_IDS.map((gtId, i) => ({
    gtId,
    names: HALL_DEFAULT_NAMES[gtId]!,
    icon: bundledHallIcon(gtId),
    iconActive: bundledHallIcon(gtId),
    sort: i + 1,
    hidden: false,
  }));
