import type { PartialCatalog } from '../catalog-types';

// Korean: header, footer and navigation basics; everything else falls back to English.
const koKR: PartialCatalog = {
  check_login_msg: '먼저 로그인해 주세요.',
  goToTop: '맨 위로',
  common: {
    loading: '불러오는 중…',
    notAvailable: '준비 중',
    notAvailableBody: '이 기능은 아직 제공되지 않습니다. 다음 릴리스에서 공개됩니다.',
    backHome: '홈으로',
    close: '닫기',
  },
  language: {
    label: '언어',
    choose: '언어 선택',
  },
  nav: {
    primary: '게임 홀',
    home: '홈',
    promotions: '프로모션',
    help: '도움말',
    sponsor: '스폰서',
    app: '앱',
    deposit: '입금',
    account: '내 정보',
    agent: '에이전트 센터',
    service: '고객센터',
    menu: '메뉴',
    openMenu: '메뉴 열기',
    mobileTabs: '바로가기',
  },
  header: {
    login: '로그인',
    register: '회원가입',
    deposit: '입금',
    myAccount: '내 계정',
  },
  halls: {
    slot: {
      name: '슬롯',
    },
    live: {
      name: '라이브 카지노',
    },
    sport: {
      name: '스포츠',
    },
    lottery: {
      name: '로또',
    },
    card: {
      name: '카드 게임',
    },
    virtual_sport: {
      name: '가상 스포츠',
    },
    cockfight: {
      name: '투계',
    },
    esport: {
      name: 'e스포츠',
    },
  },
  footer: {
    label: '사이트 정보',
    sections: {
      announcement: '공지사항',
      deposit: '입금',
      discount: '프로모션',
      home: '홈',
      letter: '메시지',
      sign_up_user: '회원가입',
      sponsor: '스폰서',
      wallet: '지갑',
      withdrawal: '출금',
      customer_service: '고객센터',
      custom_link: '링크',
    },
  },
};

export default koKR;
