import type { PartialCatalog } from '../catalog-types';

// Japanese: header, footer and navigation basics; everything else falls back to English.
const jaJP: PartialCatalog = {
  check_login_msg: '先にログインしてください。',
  goToTop: 'トップへ戻る',
  common: {
    loading: '読み込み中…',
    notAvailable: '準備中',
    notAvailableBody: 'この機能はまだご利用いただけません。今後のリリースで公開予定です。',
    backHome: 'ホームへ戻る',
    close: '閉じる',
  },
  language: {
    label: '言語',
    choose: '言語を選択',
  },
  nav: {
    primary: 'ゲームホール',
    home: 'ホーム',
    promotions: 'プロモーション',
    help: 'ヘルプ',
    sponsor: 'スポンサー',
    app: 'アプリ',
    deposit: '入金',
    account: 'マイページ',
    agent: 'エージェントセンター',
    service: 'サポート',
    menu: 'メニュー',
    openMenu: 'メニューを開く',
    mobileTabs: 'ショートカット',
  },
  header: {
    login: 'ログイン',
    register: '新規登録',
    deposit: '入金',
    myAccount: 'マイアカウント',
  },
  halls: {
    slot: {
      name: 'スロット',
    },
    live: {
      name: 'ライブカジノ',
    },
    sport: {
      name: 'スポーツ',
    },
    lottery: {
      name: '宝くじ',
    },
    card: {
      name: 'カードゲーム',
    },
    virtual_sport: {
      name: 'バーチャルスポーツ',
    },
    cockfight: {
      name: '闘鶏',
    },
    esport: {
      name: 'eスポーツ',
    },
  },
  footer: {
    label: 'サイト情報',
    sections: {
      announcement: 'お知らせ',
      deposit: '入金',
      discount: 'プロモーション',
      home: 'ホーム',
      letter: 'メッセージ',
      sign_up_user: '新規登録',
      sponsor: 'スポンサー',
      wallet: 'ウォレット',
      withdrawal: '出金',
      customer_service: 'カスタマーサポート',
      custom_link: 'リンク',
    },
  },
};

export default jaJP;
