import type { SeedFooterSection } from './types';

// One footer catalogue for both seeded sites, in every language either site offers. Item urls follow the
// outer-link rule of spec §2: http(s) opens outside, otherwise main/{id} (content page) or faq/{id}.
const t = (zh_CN: string, zh_TW: string, en_US: string, vi_VN: string, th_TH: string) => ({
  zh_CN,
  zh_TW,
  en_US,
  vi_VN,
  th_TH,
});

export const seedFooter: SeedFooterSection[] = [
  {
    section: 'announcement',
    titles: t('公告', '公告', 'Announcements', 'Thông báo', 'ประกาศ'),
    items: [
      {
        url: 'main/1',
        titles: t('网站公告', '網站公告', 'Site announcements', 'Thông báo trang web', 'ประกาศของเว็บไซต์'),
      },
    ],
  },
  {
    section: 'deposit',
    titles: t('存款', '存款', 'Deposit', 'Nạp tiền', 'ฝากเงิน'),
    items: [
      { url: 'faq/1', titles: t('如何存款', '如何存款', 'How to deposit', 'Cách nạp tiền', 'วิธีฝากเงิน') },
      {
        url: 'faq/2',
        titles: t('存款方式', '存款方式', 'Deposit methods', 'Phương thức nạp tiền', 'ช่องทางการฝากเงิน'),
      },
    ],
  },
  {
    section: 'discount',
    titles: t('优惠活动', '優惠活動', 'Promotions', 'Khuyến mãi', 'โปรโมชั่น'),
    items: [
      {
        url: 'main/2',
        titles: t('优惠条款', '優惠條款', 'Promotion terms', 'Điều khoản khuyến mãi', 'ข้อกำหนดโปรโมชั่น'),
      },
    ],
  },
  {
    section: 'home',
    titles: t('首页', '首頁', 'Home', 'Trang chủ', 'หน้าแรก'),
    items: [
      { url: 'main/3', titles: t('关于我们', '關於我們', 'About us', 'Về chúng tôi', 'เกี่ยวกับเรา') },
      {
        url: 'main/4',
        titles: t('隐私政策', '隱私政策', 'Privacy policy', 'Chính sách bảo mật', 'นโยบายความเป็นส่วนตัว'),
      },
      {
        url: 'main/5',
        titles: t(
          '条款与规则',
          '條款與規則',
          'Terms and conditions',
          'Điều khoản và điều kiện',
          'ข้อกำหนดและเงื่อนไข',
        ),
      },
    ],
  },
  {
    section: 'letter',
    titles: t('站内信', '站內信', 'Messages', 'Hộp thư', 'กล่องข้อความ'),
    items: [
      {
        url: 'faq/3',
        titles: t('站内信说明', '站內信說明', 'About your inbox', 'Về hộp thư của bạn', 'เกี่ยวกับกล่องข้อความ'),
      },
    ],
  },
  {
    section: 'sign_up_user',
    titles: t('注册', '註冊', 'Sign up', 'Đăng ký', 'สมัครสมาชิก'),
    items: [
      { url: 'faq/4', titles: t('如何注册', '如何註冊', 'How to sign up', 'Cách đăng ký', 'วิธีสมัครสมาชิก') },
    ],
  },
  {
    section: 'sponsor',
    titles: t('赞助', '贊助', 'Sponsorship', 'Tài trợ', 'สปอนเซอร์'),
    items: [
      {
        url: 'main/6',
        titles: t('赞助项目', '贊助項目', 'Our sponsorships', 'Các hoạt động tài trợ', 'การสนับสนุนของเรา'),
      },
    ],
  },
  {
    section: 'wallet',
    titles: t('钱包', '錢包', 'Wallet', 'Ví', 'กระเป๋าเงิน'),
    items: [
      {
        url: 'faq/5',
        titles: t(
          '游戏钱包说明',
          '遊戲錢包說明',
          'How game wallets work',
          'Cách ví trò chơi hoạt động',
          'กระเป๋าเงินเกมทำงานอย่างไร',
        ),
      },
    ],
  },
  {
    section: 'withdrawal',
    titles: t('取款', '取款', 'Withdrawal', 'Rút tiền', 'ถอนเงิน'),
    items: [
      { url: 'faq/6', titles: t('如何取款', '如何取款', 'How to withdraw', 'Cách rút tiền', 'วิธีถอนเงิน') },
      {
        url: 'faq/7',
        titles: t('取款限额', '取款限額', 'Withdrawal limits', 'Hạn mức rút tiền', 'วงเงินการถอน'),
      },
    ],
  },
  {
    section: 'customer_service',
    titles: t('客服中心', '客服中心', 'Customer service', 'Chăm sóc khách hàng', 'ฝ่ายบริการลูกค้า'),
    items: [
      { url: 'main/7', titles: t('联系我们', '聯絡我們', 'Contact us', 'Liên hệ', 'ติดต่อเรา') },
      {
        url: 'faq/8',
        titles: t('帮助中心', '幫助中心', 'Help centre', 'Trung tâm trợ giúp', 'ศูนย์ช่วยเหลือ'),
      },
    ],
  },
  {
    section: 'custom_link',
    titles: t('更多链接', '更多連結', 'More links', 'Liên kết khác', 'ลิงก์เพิ่มเติม'),
    items: [
      {
        url: 'https://www.begambleaware.org/',
        titles: t(
          '理性博彩',
          '理性博彩',
          'Responsible gambling',
          'Chơi có trách nhiệm',
          'การเล่นอย่างมีความรับผิดชอบ',
        ),
      },
      {
        url: 'https://www.gamblingtherapy.org/',
        titles: t(
          '博彩心理援助',
          '博彩心理援助',
          'Gambling Therapy',
          'Hỗ trợ cai nghiện cờ bạc',
          'ความช่วยเหลือผู้ติดการพนัน',
        ),
      },
    ],
  },
];
