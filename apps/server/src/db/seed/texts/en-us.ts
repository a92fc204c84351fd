/**
 * English seed texts: the reference every other language is typed against (`SeedTexts`), so a language
 * missing a key fails typecheck. `{site}` stands for the site's title. Each entry of a `body` is one
 * paragraph (`<p>`); agreement `lines` are its numbered clauses. Info pages are keyed by kind and number,
 * the address the footer links to (`main/1`); they describe only what the platform does.
 */
const enUS = {
  infoPages: {
    main: {
      1: {
        title: 'Site announcements',
        body: [
          'Announcements also run in the marquee on the home page; letters in your inbox are for you alone.',
        ],
      },
      2: {
        title: 'Promotion terms',
        body: [
          'Each member account may take part once per promotion, and once per day for daily rewards.',
          'Rewards are paid into the main wallet and appear in your transaction records.',
          '{site} may end or change a promotion; what you have already received stays yours.',
        ],
      },
      3: {
        title: 'About us',
        body: ['{site} offers slots, live tables, lottery draws and more, on desktop and mobile.'],
      },
      4: {
        title: 'Privacy policy',
        body: [
          'We keep the details you give us to run your account, pay you and meet our legal duties.',
          'Passwords are stored only as salted hashes; bank account numbers are shown masked.',
        ],
      },
      5: {
        title: 'Terms and conditions',
        body: [
          'One account per person. You must be of legal age where you live to play for real money.',
          'Deposits and withdrawals go to and from accounts in your own name.',
        ],
      },
      6: {
        title: 'Our sponsorships',
        body: ['Our sponsorships are listed on the sponsor page as they are announced.'],
      },
      7: {
        title: 'Contact us',
        body: ['Write to us from your inbox or through customer service; we answer every day.'],
      },
    },
    faq: {
      1: {
        title: 'How do I deposit?',
        body: [
          'Open Deposit, choose a channel for your currency and enter the amount.',
          'For a bank transfer, send the money to the account shown and enter your bank’s transfer reference; it is credited once we confirm it.',
        ],
      },
      2: {
        title: 'Which deposit methods are there?',
        body: [
          'The Deposit page lists every channel open for your currency, each with its minimum and maximum.',
        ],
      },
      3: {
        title: 'What is in my inbox?',
        body: [
          'Letters from us to you. The badge counts unread letters; you can delete letters you have read.',
        ],
      },
      4: {
        title: 'How do I sign up?',
        body: ['Choose Sign up, fill in the fields your currency asks for and accept the service agreement.'],
      },
      5: {
        title: 'How do game wallets work?',
        body: [
          'When you open a game, your main wallet balance moves into that game’s wallet; when you leave, it comes back.',
          'My Wallet shows every game wallet, and the return button brings all balances back at once.',
        ],
      },
      6: {
        title: 'How do I withdraw?',
        body: [
          'Bind a bank account in your name, then open Withdrawal, enter the amount and your 4-digit withdraw password.',
          'The amount is held until staff approve it; if it is rejected, it returns to your main wallet.',
        ],
      },
      7: {
        title: 'What are the withdrawal limits?',
        body: ['Each currency has a minimum and a maximum per withdrawal; the Withdrawal page shows yours.'],
      },
      8: {
        title: 'Where can I get help?',
        body: ['Read these questions, or contact customer service from the footer.'],
      },
    },
    discount: {
      1: {
        title: 'Daily sign-in rewards',
        summary: 'Sign in every day of a campaign and collect that day’s reward.',
        body: [
          'When a sign-in campaign runs for your currency, the calendar button appears at the bottom of the page.',
          'Open it and sign in once a day; the day’s reward goes straight into your main wallet.',
        ],
      },
      2: {
        title: 'Red envelopes',
        summary: 'Open the red envelope before its countdown ends.',
        body: [
          'During a red-envelope promotion the envelope floats on every page with its countdown.',
          'Open it once per promotion to receive the cash shown; some promotions ask for a minimum total deposit.',
        ],
      },
    },
  },
  agreement: {
    title: 'Service Agreement',
    lines: [
      '1. Members must be at least 18 years old and give true and complete details.',
      '2. One account per person: several accounts under the same identity, phone or bank account will be frozen.',
      '3. Members keep their account and password safe and bear losses caused by sharing them.',
      '4. We may adjust or void bets and bonuses where we find abuse, arbitrage or irregular play.',
      '5. Play responsibly and within your means.',
    ],
  },
  footer: {
    sections: {
      announcement: 'Announcements',
      deposit: 'Deposit',
      discount: 'Promotions',
      home: 'Home',
      letter: 'Messages',
      sign_up_user: 'Sign up',
      sponsor: 'Sponsorship',
      wallet: 'Wallet',
      withdrawal: 'Withdrawal',
      customer_service: 'Customer service',
      custom_link: 'More links',
    },
    /** Item titles, keyed by the page they open (or, for outside links, by what they are). */
    links: {
      'main/1': 'Site announcements',
      'faq/1': 'How to deposit',
      'faq/2': 'Deposit methods',
      'main/2': 'Promotion terms',
      'main/3': 'About us',
      'main/4': 'Privacy policy',
      'main/5': 'Terms and conditions',
      'faq/3': 'About your inbox',
      'faq/4': 'How to sign up',
      'main/6': 'Our sponsorships',
      'faq/5': 'How game wallets work',
      'faq/6': 'How to withdraw',
      'faq/7': 'Withdrawal limits',
      'main/7': 'Contact us',
      'faq/8': 'Help centre',
      responsibleGambling: 'Responsible gambling',
      gamblingTherapy: 'Gambling Therapy',
    },
  },
  /** House games, keyed by game code. */
  games: {
    'koi-reels': 'Koi Reels',
    'punto-banco': 'Punto Banco',
    'lucky-ten': 'Lucky Ten',
    'royal-21': 'Royal 21',
  },
  /** The demo brands' marquee lines and pop-up promotion. */
  content: {
    marquee: {
      welcome: 'Welcome to {site}: sign in every day of a campaign to collect that day’s reward.',
      maintenance: 'Scheduled maintenance of some slot providers every Tuesday 04:00-06:00.',
    },
    popup: {
      title: 'Red envelopes',
      body: [
        'During a red-envelope promotion the envelope floats on every page: <strong>open it before its countdown ends</strong> to receive the cash shown.',
      ],
    },
  },
  /** The demo brands' member levels (VIP), base level first. */
  levels: { names: ['Member', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] },
  /** The demo brands' sign-in campaigns and red envelopes: their titles, in every language. */
  promotions: {
    signIn: 'Daily sign-in calendar',
    redEnvelope: 'Lucky red envelope',
  },
  /** The demo banners' words, drawn into their art per language (db/seed/banner-art.ts): keep them short. */
  banners: {
    checkIn: { title: 'Daily sign-in rewards', subtitle: 'Sign in every day and collect that day’s reward' },
    redEnvelope: { title: 'Lucky red envelopes', subtitle: 'Open yours before the countdown ends' },
    slots: { title: 'Slots', subtitle: 'Spin the reels and chase the progressive jackpot' },
  },
  /** The demo deposit channels' names. */
  deposit: {
    bankTransfer: 'Bank transfer',
    sandboxGateway: 'Online payment (sandbox)',
  },
  /** The demo brands' sponsorships (the /sponsor page): each club's name and a line about it. */
  sponsors: {
    harbourLions: {
      title: 'Harbour Lions Basketball Club',
      story:
        '{site} is the main sponsor of the Harbour Lions for the 2026–27 season. Members win courtside seats at every home game.',
    },
    jadeRiver: {
      title: 'Jade River Dragon Boat Team',
      story:
        'Proud partner of the Jade River crew since 2024: follow their races and meet the paddlers at our summer festival.',
    },
    lotusBay: {
      title: 'Lotus Bay Football Club',
      story:
        '{site} is on the Lotus Bay shirt this season. Every home win brings a prize draw for our members.',
    },
    goldenWave: {
      title: 'Golden Wave Muay Thai Gym',
      story: 'Official partner of the Golden Wave fighters on their way to the national championship.',
    },
  },
  agents: {
    levelNames: ['Agent', 'Silver agent', 'Gold agent', 'Platinum agent', 'Diamond agent'],
    agreement:
      "This agreement sets out how you work with us as an agent. By applying you accept it; staff may refuse or end an agency that breaks it.\n\nYou invite players only with your own links, codes and domains, and only where promoting gaming is lawful. You never promise returns, never pay players to sign up, and never open accounts for others or for yourself under another name.\n\nCommission is worked out every period under the plan in force when the period opened, from your team's results after promotions, rebates and fees. A period is paid into your wallet once staff approve it; a negative period may carry over as the plan says.\n\nWe may review your team for fraud, bonus abuse or collusion. Commission on results found to be abusive is withheld, and serious cases end the agency. Questions go to customer service.",
  },
};

export default enUS;
