import { infoPages } from '../schema';
import type { SeedUnit } from './index';

type Texts = { en_US: string; zh_CN: string };
interface SeedPage {
  kind: 'main' | 'faq' | 'discount';
  number: number;
  titles: Texts;
  summaries?: Texts;
  bodies: Texts;
  cover?: string;
}

const p = (en: string[], zh: string[]): Texts => ({
  en_US: en.map((line) => `<p>${line}</p>`).join(''),
  zh_CN: zh.map((line) => `<p>${line}</p>`).join(''),
});

/**
 * The pages the seeded footer links to (main/1-7, faq/1-8) and the promotions the product really runs
 * (sign-in rewards, red envelopes). Texts describe only what the platform does; staff replace them.
 */
function pages(site: { titleEn: string; titleZh: string }): SeedPage[] {
  const { titleEn: en, titleZh: zh } = site;
  return [
    {
      kind: 'main',
      number: 1,
      titles: { en_US: 'Site announcements', zh_CN: '网站公告' },
      bodies: p(
        ['Announcements also run in the marquee on the home page; letters in your inbox are for you alone.'],
        ['公告同时显示在首页跑马灯中；站内信只发给您本人。'],
      ),
    },
    {
      kind: 'main',
      number: 2,
      titles: { en_US: 'Promotion terms', zh_CN: '优惠条款' },
      bodies: p(
        [
          'Each member account may take part once per promotion, and once per day for daily rewards.',
          'Rewards are paid into the main wallet and appear in your transaction records.',
          `${en} may end or change a promotion; what you have already received stays yours.`,
        ],
        [
          '每个会员账号每项优惠限参与一次，每日奖励每天限领一次。',
          '奖励存入主钱包，并显示在交易记录中。',
          `${zh}可终止或调整优惠；已领取的奖励不受影响。`,
        ],
      ),
    },
    {
      kind: 'main',
      number: 3,
      titles: { en_US: 'About us', zh_CN: '关于我们' },
      bodies: p(
        [`${en} offers slots, live tables, lottery draws and more, on desktop and mobile.`],
        [`${zh}提供电子游戏、真人桌台、彩票开奖等游戏，支持电脑与手机。`],
      ),
    },
    {
      kind: 'main',
      number: 4,
      titles: { en_US: 'Privacy policy', zh_CN: '隐私政策' },
      bodies: p(
        [
          'We keep the details you give us to run your account, pay you and meet our legal duties.',
          'Passwords are stored only as salted hashes; bank account numbers are shown masked.',
        ],
        [
          '我们保存您提供的资料，仅用于管理账户、支付款项及履行法律义务。',
          '密码仅以加盐哈希保存；银行账号均以掩码显示。',
        ],
      ),
    },
    {
      kind: 'main',
      number: 5,
      titles: { en_US: 'Terms and conditions', zh_CN: '条款与规则' },
      bodies: p(
        [
          'One account per person. You must be of legal age where you live to play for real money.',
          'Deposits and withdrawals go to and from accounts in your own name.',
        ],
        ['每人限开一个账号。您须达到所在地法定年龄方可进行真钱游戏。', '存取款须使用您本人名下的账户。'],
      ),
    },
    {
      kind: 'main',
      number: 6,
      titles: { en_US: 'Our sponsorships', zh_CN: '赞助项目' },
      bodies: p(
        ['Our sponsorships are listed on the sponsor page as they are announced.'],
        ['赞助项目公布后将在赞助页面列出。'],
      ),
    },
    {
      kind: 'main',
      number: 7,
      titles: { en_US: 'Contact us', zh_CN: '联系我们' },
      bodies: p(
        ['Write to us from your inbox or through customer service; we answer every day.'],
        ['您可以通过站内信或在线客服联系我们，我们每天都会回复。'],
      ),
    },
    ...faq(),
    ...discounts(),
  ];
}

function faq(): SeedPage[] {
  const q = (number: number, titles: Texts, bodies: Texts): SeedPage => ({
    kind: 'faq',
    number,
    titles,
    bodies,
  });
  return [
    q(
      1,
      { en_US: 'How do I deposit?', zh_CN: '如何存款？' },
      p(
        [
          'Open Deposit, choose a channel for your currency and enter the amount.',
          'For a bank transfer, send the money to the account shown and enter your bank’s transfer reference; it is credited once we confirm it.',
        ],
        [
          '进入“存款”，选择适用于您币种的渠道并输入金额。',
          '银行转账：请转账至页面显示的账户并填写银行流水号，确认到账后即为您入账。',
        ],
      ),
    ),
    q(
      2,
      { en_US: 'Which deposit methods are there?', zh_CN: '有哪些存款方式？' },
      p(
        ['The Deposit page lists every channel open for your currency, each with its minimum and maximum.'],
        ['存款页面列出您币种可用的所有渠道及其最低、最高金额。'],
      ),
    ),
    q(
      3,
      { en_US: 'What is in my inbox?', zh_CN: '站内信是什么？' },
      p(
        ['Letters from us to you. The badge counts unread letters; you can delete letters you have read.'],
        ['站内信是我们发给您的消息。角标显示未读数量；已读的信件可以删除。'],
      ),
    ),
    q(
      4,
      { en_US: 'How do I sign up?', zh_CN: '如何注册？' },
      p(
        ['Choose Sign up, fill in the fields your currency asks for and accept the service agreement.'],
        ['点击“注册”，填写所选币种要求的资料并同意服务协议。'],
      ),
    ),
    q(
      5,
      { en_US: 'How do game wallets work?', zh_CN: '游戏钱包如何运作？' },
      p(
        [
          'When you open a game, your main wallet balance moves into that game’s wallet; when you leave, it comes back.',
          'My Wallet shows every game wallet, and the return button brings all balances back at once.',
        ],
        [
          '进入游戏时，主钱包余额会转入该游戏钱包；离开游戏时自动转回。',
          '“我的钱包”显示所有游戏钱包，“一键回收”可将所有余额转回主钱包。',
        ],
      ),
    ),
    q(
      6,
      { en_US: 'How do I withdraw?', zh_CN: '如何取款？' },
      p(
        [
          'Bind a bank account in your name, then open Withdrawal, enter the amount and your 4-digit withdraw password.',
          'The amount is held until staff approve it; if it is rejected, it returns to your main wallet.',
        ],
        [
          '先绑定您本人名下的银行账户，然后进入“取款”，输入金额和 4 位取款密码。',
          '款项在审核期间冻结；若被拒绝，将退回主钱包。',
        ],
      ),
    ),
    q(
      7,
      { en_US: 'What are the withdrawal limits?', zh_CN: '取款限额是多少？' },
      p(
        ['Each currency has a minimum and a maximum per withdrawal; the Withdrawal page shows yours.'],
        ['每种币种均有单笔最低和最高取款额，详见取款页面。'],
      ),
    ),
    q(
      8,
      { en_US: 'Where can I get help?', zh_CN: '在哪里获得帮助？' },
      p(
        ['Read these questions, or contact customer service from the footer.'],
        ['请先查看常见问题，或通过页脚联系在线客服。'],
      ),
    ),
  ];
}

/** Covers are files of the site's art folder (public/sites/{id}/). */
function discounts(): SeedPage[] {
  return [
    {
      kind: 'discount',
      number: 1,
      titles: { en_US: 'Daily sign-in rewards', zh_CN: '每日签到奖励' },
      cover: 'promo-sign-in.svg',
      summaries: {
        en_US: 'Sign in every day of a campaign and collect that day’s reward.',
        zh_CN: '活动期间每天签到，领取当日奖励。',
      },
      bodies: p(
        [
          'When a sign-in campaign runs for your currency, the calendar button appears at the bottom of the page.',
          'Open it and sign in once a day; the day’s reward goes straight into your main wallet.',
        ],
        [
          '当您的币种有签到活动时，页面底部会出现日历按钮。',
          '打开日历每天签到一次，当日奖励将直接存入主钱包。',
        ],
      ),
    },
    {
      kind: 'discount',
      number: 2,
      titles: { en_US: 'Red envelopes', zh_CN: '红包活动' },
      cover: 'promo-red-envelope.svg',
      summaries: {
        en_US: 'Open the red envelope before its countdown ends.',
        zh_CN: '在倒计时结束前拆开红包。',
      },
      bodies: p(
        [
          'During a red-envelope promotion the envelope floats on every page with its countdown.',
          'Open it once per promotion to receive the cash shown; some promotions ask for a minimum total deposit.',
        ],
        [
          '红包活动期间，红包与倒计时会浮现在每个页面。',
          '每次活动可拆一次，即可获得显示的金额；部分活动要求累计存款达到一定金额。',
        ],
      ),
    },
  ];
}

export function infoPageUnits(site: { id: number; titleEn: string; titleZh: string }): SeedUnit[] {
  return [
    {
      key: `site:${site.id}:info-pages`,
      async apply(tx) {
        await tx
          .insert(infoPages)
          .values(
            pages(site).map((page, i) => ({
              siteId: site.id,
              kind: page.kind,
              number: page.number,
              titles: page.titles,
              summaries: page.summaries ?? {},
              bodies: page.bodies,
              coverUrl: page.cover ? `/static/sites/${site.id}/${page.cover}` : null,
              sort: i,
            })),
          )
          .onConflictDoNothing();
      },
    },
  ];
}
