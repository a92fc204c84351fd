/* global document, window, location */
/**
 * The house games in the browser: one page per game (/play/<game>?lang=<lang>#t=<token>) and the
 * verify page. Every amount travels in minor units as a string; the launch token stays in the URL
 * fragment and goes to our API in a header, never into a server log.
 */

/**
 * Every text the pages show, per page language (the server picks one of these keys into
 * body[data-lang]). A key missing in a language shows its English text.
 */
export const STRINGS = {
  en: {
    game: 'Game',
    openFromSite: 'Open this game from the site to play.',
    notFound: 'Game not found',
    notExist: 'This game does not exist.',
    requestFailed: 'request failed ({status})',
    balance: 'Balance',
    lobby: 'Lobby',
    demo: 'Demo — no real money',
    demoShort: 'Demo',
    bet: 'Bet',
    lowerBet: 'Lower bet',
    raiseBet: 'Raise bet',
    goodLuck: 'Good luck.',
    youWin: '{text} — you win {amount}',
    noWin: '{text} — no win',
    spin: 'Spin',
    jackpot: 'JACKPOT!',
    slotLine: 'Line {line}: {count} × {symbol} pays {pays}× line bet',
    noWinningLine: 'No winning line',
    deal: 'Deal',
    betOn: 'Bet on',
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    sideWins: '{side} wins',
    placeBet: 'Place a bet and deal.',
    draw: 'Draw',
    quickPick: 'Quick pick',
    kenoHint: 'Pick {need} numbers of {numbers}.',
    kenoNeedPicks: 'Pick {need} numbers first.',
    kenoResult: '{hits} of {picks} hit · pays {multiplier}×',
    hit: 'Hit',
    stand: 'Stand',
    double: 'Double',
    yourMove: 'Your move',
    faceDown: 'face down',
    dealer: 'Dealer',
    you: 'You',
    youDoubled: 'You (doubled)',
    bjPrompt: 'You have {total}. Hit or stand?',
    bjPromptDouble: 'You have {total}. Hit, stand or double?',
    bj_blackjack: 'Blackjack! Pays 3 to 2',
    bj_win: 'You win',
    bj_push: 'Push',
    bj_lose: 'Dealer wins',
    provablyFair: 'Provably fair',
    rtp: 'Return to player {rtp}%. Each round is drawn from HMAC-SHA256(server seed, client seed:nonce).',
    rtpNoted:
      'Return to player {rtp}% {note}. Each round is drawn from HMAC-SHA256(server seed, client seed:nonce).',
    serverSeedHash: 'Server seed hash',
    nextNonce: 'Next nonce',
    clientSeed: 'Client seed',
    newSeedPair: 'New seed pair (reveal this one)',
    revealed: 'Revealed server seed: {seed} ({rounds} rounds)',
    yourRounds: 'Your rounds',
    historyBet: 'bet {amount}',
    historyWin: 'win {amount}',
    verify: 'Verify',
    seedHidden: 'seed not revealed yet',
    seedHiddenTitle: 'Start a new seed pair to reveal this server seed',
    verifyAny: 'Verify any round',
    verifyTitle: 'Verify a round',
    verifyHint:
      'Paste the revealed server seed, your client seed, the nonce, the bet (minor units) and the choices of the round. The outcome is computed again here, from the seeds alone.',
    serverSeed: 'Server seed',
    nonce: 'Nonce',
    betMinor: 'Bet (minor units)',
    choices: 'Choices (JSON)',
    seedHashIs: 'Server seed hash: {hash}',
    hashMatches: '(matches SHA-256 computed in this browser)',
    winMinor: 'Win: {win} minor units',
    baccaratOutcome: 'Player {player} · Banker {banker} · {winner}',
    winner_player: 'player',
    winner_banker: 'banker',
    winner_tie: 'tie',
    kenoOutcome: 'Picked {picks} · drawn {drawn} · {hits} hits',
    bjOutcome: 'You {player} ({playerTotal}) · Dealer {dealer} ({dealerTotal}) · {result}',
    outcome_blackjack: 'blackjack',
    outcome_win: 'win',
    outcome_push: 'push',
    outcome_lose: 'lose',
  },
  zh_CN: {
    game: '游戏',
    openFromSite: '请从网站进入此游戏。',
    notFound: '找不到游戏',
    notExist: '此游戏不存在。',
    requestFailed: '请求失败（{status}）',
    error_bad_token: '本次游戏已结束，请重新进入游戏。',
    error_insufficient_funds: '余额不足。',
    error_bad_bet: '投注额无效。',
    error_round_open: '请先完成当前这手牌。',
    error_no_open_round: '当前没有进行中的牌局，请先发牌。',
    balance: '余额',
    lobby: '返回大厅',
    demo: '试玩 — 不涉及真实金额',
    demoShort: '试玩',
    bet: '投注额',
    lowerBet: '减少投注',
    raiseBet: '增加投注',
    goodLuck: '祝你好运！',
    youWin: '{text} — 你赢得 {amount}',
    noWin: '{text} — 未中奖',
    spin: '旋转',
    jackpot: '头奖！',
    slotLine: '第 {line} 线：{count} × {symbol}，赔付 {pays} 倍线注',
    noWinningLine: '没有中奖线',
    deal: '发牌',
    betOn: '押注',
    player: '闲家',
    banker: '庄家',
    tie: '和局',
    sideWins: '{side}赢',
    placeBet: '请下注并发牌。',
    draw: '开奖',
    quickPick: '机选',
    kenoHint: '从 {numbers} 个号码中选 {need} 个。',
    kenoNeedPicks: '请先选 {need} 个号码。',
    kenoResult: '命中 {hits}/{picks} · 赔付 {multiplier} 倍',
    hit: '要牌',
    stand: '停牌',
    double: '加倍',
    yourMove: '你的操作',
    faceDown: '暗牌',
    dealer: '庄家',
    you: '你',
    youDoubled: '你（已加倍）',
    bjPrompt: '你的点数 {total}。要牌还是停牌？',
    bjPromptDouble: '你的点数 {total}。要牌、停牌还是加倍？',
    bj_blackjack: '黑杰克！3 赔 2',
    bj_win: '你赢了',
    bj_push: '平局',
    bj_lose: '庄家赢',
    provablyFair: '可证明公平',
    rtp: '返还率 {rtp}%。每局结果由 HMAC-SHA256(服务器种子, 客户端种子:随机数) 算出。',
    rtpNoted: '返还率 {rtp}%（{note}）。每局结果由 HMAC-SHA256(服务器种子, 客户端种子:随机数) 算出。',
    serverSeedHash: '服务器种子哈希',
    nextNonce: '下一个随机数',
    clientSeed: '客户端种子',
    newSeedPair: '更换种子对（公开当前种子）',
    revealed: '已公开的服务器种子：{seed}（共 {rounds} 局）',
    yourRounds: '我的游戏记录',
    historyBet: '投注 {amount}',
    historyWin: '派彩 {amount}',
    verify: '验证',
    seedHidden: '种子尚未公开',
    seedHiddenTitle: '更换种子对即可公开此服务器种子',
    verifyAny: '验证任意一局',
    verifyTitle: '验证游戏结果',
    verifyHint:
      '粘贴已公开的服务器种子、你的客户端种子、随机数、投注额（最小货币单位）以及该局的选择。结果将在本页仅凭种子重新算出。',
    serverSeed: '服务器种子',
    nonce: '随机数',
    betMinor: '投注额（最小货币单位）',
    choices: '选择（JSON）',
    seedHashIs: '服务器种子哈希：{hash}',
    hashMatches: '（与本浏览器算出的 SHA-256 一致）',
    winMinor: '派彩：{win}（最小货币单位）',
    baccaratOutcome: '闲家 {player} · 庄家 {banker} · {winner}',
    winner_player: '闲家赢',
    winner_banker: '庄家赢',
    winner_tie: '和局',
    kenoOutcome: '选号 {picks} · 开出 {drawn} · 命中 {hits} 个',
    bjOutcome: '你 {player}（{playerTotal}）· 庄家 {dealer}（{dealerTotal}）· {result}',
    outcome_blackjack: '黑杰克',
    outcome_win: '你赢',
    outcome_push: '平局',
    outcome_lose: '庄家赢',
  },
  zh_TW: {
    game: '遊戲',
    openFromSite: '請從網站進入此遊戲。',
    notFound: '找不到遊戲',
    notExist: '此遊戲不存在。',
    requestFailed: '請求失敗（{status}）',
    error_bad_token: '本次遊戲已結束，請重新進入遊戲。',
    error_insufficient_funds: '餘額不足。',
    error_bad_bet: '投注額無效。',
    error_round_open: '請先完成目前這手牌。',
    error_no_open_round: '目前沒有進行中的牌局，請先發牌。',
    balance: '餘額',
    lobby: '返回大廳',
    demo: '試玩 — 不涉及真實金額',
    demoShort: '試玩',
    bet: '投注額',
    lowerBet: '減少投注',
    raiseBet: '增加投注',
    goodLuck: '祝你好運！',
    youWin: '{text} — 你贏得 {amount}',
    noWin: '{text} — 未中獎',
    spin: '旋轉',
    jackpot: '頭獎！',
    slotLine: '第 {line} 線：{count} × {symbol}，賠付 {pays} 倍線注',
    noWinningLine: '沒有中獎線',
    deal: '發牌',
    betOn: '押注',
    player: '閒家',
    banker: '莊家',
    tie: '和局',
    sideWins: '{side}贏',
    placeBet: '請下注並發牌。',
    draw: '開獎',
    quickPick: '電腦選號',
    kenoHint: '從 {numbers} 個號碼中選 {need} 個。',
    kenoNeedPicks: '請先選 {need} 個號碼。',
    kenoResult: '命中 {hits}/{picks} · 賠付 {multiplier} 倍',
    hit: '要牌',
    stand: '停牌',
    double: '加倍',
    yourMove: '你的操作',
    faceDown: '暗牌',
    dealer: '莊家',
    you: '你',
    youDoubled: '你（已加倍）',
    bjPrompt: '你的點數 {total}。要牌還是停牌？',
    bjPromptDouble: '你的點數 {total}。要牌、停牌還是加倍？',
    bj_blackjack: '黑傑克！3 賠 2',
    bj_win: '你贏了',
    bj_push: '平手',
    bj_lose: '莊家贏',
    provablyFair: '可證明公平',
    rtp: '返還率 {rtp}%。每局結果由 HMAC-SHA256(伺服器種子, 用戶端種子:隨機數) 算出。',
    rtpNoted: '返還率 {rtp}%（{note}）。每局結果由 HMAC-SHA256(伺服器種子, 用戶端種子:隨機數) 算出。',
    serverSeedHash: '伺服器種子雜湊',
    nextNonce: '下一個隨機數',
    clientSeed: '用戶端種子',
    newSeedPair: '更換種子對（公開目前種子）',
    revealed: '已公開的伺服器種子：{seed}（共 {rounds} 局）',
    yourRounds: '我的遊戲紀錄',
    historyBet: '投注 {amount}',
    historyWin: '派彩 {amount}',
    verify: '驗證',
    seedHidden: '種子尚未公開',
    seedHiddenTitle: '更換種子對即可公開此伺服器種子',
    verifyAny: '驗證任意一局',
    verifyTitle: '驗證遊戲結果',
    verifyHint:
      '貼上已公開的伺服器種子、你的用戶端種子、隨機數、投注額（最小貨幣單位）以及該局的選擇。結果將在本頁僅憑種子重新算出。',
    serverSeed: '伺服器種子',
    nonce: '隨機數',
    betMinor: '投注額（最小貨幣單位）',
    choices: '選擇（JSON）',
    seedHashIs: '伺服器種子雜湊：{hash}',
    hashMatches: '（與本瀏覽器算出的 SHA-256 一致）',
    winMinor: '派彩：{win}（最小貨幣單位）',
    baccaratOutcome: '閒家 {player} · 莊家 {banker} · {winner}',
    winner_player: '閒家贏',
    winner_banker: '莊家贏',
    winner_tie: '和局',
    kenoOutcome: '選號 {picks} · 開出 {drawn} · 命中 {hits} 個',
    bjOutcome: '你 {player}（{playerTotal}）· 莊家 {dealer}（{dealerTotal}）· {result}',
    outcome_blackjack: '黑傑克',
    outcome_win: '你贏',
    outcome_push: '平手',
    outcome_lose: '莊家贏',
  },
};

const own = (table, key) => (table && Object.hasOwn(table, key) ? table[key] : undefined);

/**
 * The text of `key` in `lang` (English when that language lacks it), `{name}` filled from `vars`.
 * @param {Record<string, Record<string, string>>} strings
 * @param {string} lang
 * @param {string} key
 * @param {Record<string, string | number>} [vars]
 * @returns {string}
 */
export function translate(strings, lang, key, vars = {}) {
  const text = own(strings[lang], key) ?? own(strings.en, key) ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

// The unit tests import this module under Node, where there is no page to draw.
const body = globalThis.document?.body;
const meta = JSON.parse(body?.dataset.meta || '{}');
const lang = body?.dataset.lang || 'en';
const app = globalThis.document?.getElementById('app');
const t = (key, vars) => translate(STRINGS, lang, key, vars);

const h = (tag, attrs = {}, ...children) => {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) el.append(c);
  return el;
};

/** "123456", 2 -> "1,234.56"; amounts stay strings end to end. */
export function formatMinor(minor, exponent) {
  const negative = minor.startsWith('-');
  const digits = (negative ? minor.slice(1) : minor).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = exponent ? `.${digits.slice(digits.length - exponent)}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}

/** "12.5", 2 -> "1250", or null when it is not an amount with at most `exponent` decimals. */
export function toMinor(text, exponent) {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m || (m[2] || '').length > exponent) return null;
  return String(BigInt(m[1] + (m[2] || '').padEnd(exponent, '0')));
}

const CARD = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SYMBOL = { TEN: '10', J: 'J', Q: 'Q', K: 'K', A: 'A', BELL: 'BELL', BAR: 'BAR', SEVEN: '7' };

async function api(path, token, init = {}) {
  const res = await fetch(path, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-launch-token': token || '', ...(init.headers || {}) },
  });
  const json = await res.json().catch(() => null);
  if (!json || !json.ok) throw new Error(failure(json && json.error, res.status));
  return json.data;
}

/** A refusal the player can act on reads in the page's language; any other keeps the server's words. */
function failure(error, status) {
  const known = error && own(STRINGS[lang], `error_${error.code}`);
  return known || (error && error.message) || t('requestFailed', { status });
}

/** One hand of cards with its label and points; `hidden` face-down cards follow the shown ones. */
const hand = (label, cards, points, hidden = 0) =>
  h(
    'div',
    { class: 'hand' },
    h('strong', {}, `${label} · ${points}`),
    h(
      'div',
      { class: 'cards' },
      ...cards.map((c) => h('span', { class: 'card' }, CARD[c])),
      ...Array.from({ length: hidden }, () =>
        h('span', { class: 'card back', 'aria-label': t('faceDown') }, ''),
      ),
    ),
  );

/* ---------- game views: each draws its table and turns the player's choices into round params ---------- */

function slotView() {
  const grid = h('div', { class: 'reels', 'data-testid': 'slot-reels' });
  const draw = (g) => {
    grid.replaceChildren(
      ...g.map((reel) =>
        h('div', { class: 'reel' }, ...reel.map((s) => h('span', { class: `sym s-${s}` }, SYMBOL[s]))),
      ),
    );
  };
  draw(Array.from({ length: 5 }, () => ['TEN', 'J', 'Q']));
  return {
    action: t('spin'),
    node: grid,
    params: () => ({}),
    show(outcome) {
      draw(outcome.grid);
      const jackpot = outcome.jackpot_hit ? `${t('jackpot')} ` : '';
      const lines = outcome.wins.map((w) =>
        t('slotLine', { line: w.line + 1, count: w.count, symbol: SYMBOL[w.symbol], pays: w.pays }),
      );
      return jackpot + (lines.length ? lines.join(' · ') : t('noWinningLine'));
    },
  };
}

function baccaratView() {
  let side = 'banker';
  const sides = h('div', { class: 'choices', role: 'radiogroup', 'aria-label': t('betOn') });
  const drawSides = () =>
    sides.replaceChildren(
      ...['player', 'banker', 'tie'].map((s) =>
        h(
          'button',
          {
            type: 'button',
            class: s === side ? 'choice on' : 'choice',
            'aria-pressed': s === side ? 'true' : 'false',
            'data-testid': `side-${s}`,
            onclick: () => ((side = s), drawSides()),
          },
          t(s),
        ),
      ),
    );
  drawSides();
  const table = h('div', { class: 'table', 'data-testid': 'baccarat-table' }, t('placeBet'));
  return {
    action: t('deal'),
    node: h('div', {}, sides, table),
    params: () => ({ side }),
    show(o) {
      table.replaceChildren(
        hand(t('player'), o.player, o.playerPoints),
        hand(t('banker'), o.banker, o.bankerPoints),
      );
      const head = o.winner === 'tie' ? t('tie') : t('sideWins', { side: t(o.winner) });
      return `${head} (${o.playerPoints} – ${o.bankerPoints})`;
    },
  };
}

function kenoView() {
  const { numbers, picks: need } = meta.keno;
  let picks = [];
  let last = null;
  const board = h('div', { class: 'keno', 'data-testid': 'keno-board' });
  const drawBoard = () =>
    board.replaceChildren(
      ...Array.from({ length: numbers }, (_, i) => {
        const n = i + 1;
        const cls = [
          'ball',
          picks.includes(n) && 'picked',
          last && last.drawn.includes(n) && 'drawn',
          last && last.hits.includes(n) && 'hit',
        ];
        return h(
          'button',
          {
            type: 'button',
            class: cls.filter(Boolean).join(' '),
            'aria-pressed': picks.includes(n) ? 'true' : 'false',
            onclick: () => toggle(n),
          },
          String(n),
        );
      }),
    );
  const toggle = (n) => {
    last = null;
    if (picks.includes(n)) picks = picks.filter((p) => p !== n);
    else if (picks.length < need) picks = [...picks, n];
    drawBoard();
  };
  const quick = h(
    'button',
    {
      type: 'button',
      class: 'ghost',
      'data-testid': 'keno-quick-pick',
      onclick: () => {
        const pool = Array.from({ length: numbers }, (_, i) => i + 1);
        picks = [];
        while (picks.length < need)
          picks.push(pool.splice(crypto.getRandomValues(new Uint32Array(1))[0] % pool.length, 1)[0]);
        last = null;
        drawBoard();
      },
    },
    t('quickPick'),
  );
  drawBoard();
  return {
    action: t('draw'),
    node: h('div', {}, h('p', { class: 'hint' }, t('kenoHint', { need, numbers })), quick, board),
    params: () => {
      if (picks.length !== need) throw new Error(t('kenoNeedPicks', { need }));
      return { picks: [...picks].sort((a, b) => a - b) };
    },
    show(o) {
      last = o;
      drawBoard();
      return t('kenoResult', { hits: o.hits.length, picks: o.picks.length, multiplier: o.multiplier });
    },
  };
}

/** Blackjack is played in steps: deal, then hit, stand or double until the hand is over. */
function blackjackView(ctx) {
  const table = h('div', { class: 'table', 'data-testid': 'blackjack-table' }, t('placeBet'));
  const moves = ['hit', 'stand', 'double'].map((a) =>
    h(
      'button',
      {
        type: 'button',
        class: 'choice',
        'data-testid': `bj-${a}`,
        disabled: true,
        onclick: () => ctx.act(a),
      },
      t(a),
    ),
  );
  return {
    action: t('deal'),
    node: h('div', {}, table, h('div', { class: 'choices', 'aria-label': t('yourMove') }, ...moves)),
    params: () => ({}),
    show(o, finished) {
      table.replaceChildren(
        hand(t('dealer'), o.dealer, o.dealerTotal, finished ? 0 : 1),
        hand(t(o.doubled ? 'youDoubled' : 'you'), o.player, o.playerTotal),
      );
      return finished
        ? `${t(`bj_${o.result}`)} (${o.playerTotal} – ${o.dealerTotal})`
        : t(o.canDouble ? 'bjPromptDouble' : 'bjPrompt', { total: o.playerTotal });
    },
    /** Moves are open only while a hand is in play; double only on the first two cards. */
    enable(o, open) {
      for (const b of moves) b.disabled = !open || (b.dataset.testid === 'bj-double' && !o.canDouble);
    },
  };
}

const VIEWS = {
  'koi-reels': slotView,
  'punto-banco': baccaratView,
  'lucky-ten': kenoView,
  'royal-21': blackjackView,
};

const cards = (list) => list.map((c) => CARD[c]).join(' ');

/** A round's outcome in one line, for the verify page. */
const DESCRIBE = {
  'koi-reels': (o) => o.grid.map((reel) => reel.map((s) => SYMBOL[s]).join(' ')).join(' | '),
  'punto-banco': (o) =>
    t('baccaratOutcome', {
      player: cards(o.player),
      banker: cards(o.banker),
      winner: t(`winner_${o.winner}`),
    }),
  'lucky-ten': (o) =>
    t('kenoOutcome', { picks: o.picks.join(' '), drawn: o.drawn.join(' '), hits: o.hits.length }),
  'royal-21': (o) =>
    t('bjOutcome', {
      player: cards(o.player),
      playerTotal: o.playerTotal,
      dealer: cards(o.dealer),
      dealerTotal: o.dealerTotal,
      result: t(`outcome_${o.result}`),
    }),
};

/** The verify page in the game page's language, with the given fields filled in. */
const verifyHref = (fields = {}) => `/verify?${new URLSearchParams({ lang, ...fields })}`;

/* ---------- the play page ---------- */

async function playPage() {
  const token = new URLSearchParams(location.hash.slice(1)).get('t');
  // Actions of a hand in play go through the page's own request path (set up below).
  const ctx = { act: () => {} };
  const view = (VIEWS[meta.code] || (() => null))(ctx);
  if (!token || !view) {
    app.append(
      h(
        'main',
        { class: 'panel' },
        h('h1', {}, meta.name || t('game')),
        h('p', { class: 'error' }, t('openFromSite')),
      ),
    );
    return;
  }
  let session;
  try {
    session = await api('/play-api/session', token);
  } catch (err) {
    app.append(
      h(
        'main',
        { class: 'panel' },
        h('h1', {}, meta.name),
        h('p', { class: 'error', role: 'alert' }, err.message),
      ),
    );
    return;
  }
  const exp = session.exponent;
  const money = (minor) => `${session.currency} ${formatMinor(minor, exp)}`;
  const step = BigInt(meta.bet_step);
  const unit = 10n ** BigInt(exp);
  let bet = ((unit + step - 1n) / step) * step; // one unit, rounded up to a whole bet step
  let busy = false;

  const balance = h('strong', { 'data-testid': 'house-balance' }, money(session.balance));
  const betText = h('input', {
    class: 'bet',
    inputmode: 'decimal',
    'aria-label': t('bet'),
    'data-testid': 'house-bet',
    value: formatMinor(bet.toString(), exp).replace(/,/g, ''),
  });
  const result = h('p', { class: 'result', role: 'status', 'data-testid': 'house-result' }, t('goodLuck'));
  const seedHash = h('code', { 'data-testid': 'seed-hash' }, session.server_seed_hash);
  const clientSeed = h('input', {
    class: 'seed',
    'aria-label': t('clientSeed'),
    value: session.client_seed,
    maxlength: 64,
  });
  const nonce = h('span', {}, String(session.nonce));
  const revealed = h('p', { class: 'hint' });
  const history = h('ol', { class: 'history', 'data-testid': 'house-history' });

  const setBet = (next) => {
    if (next < step) next = step;
    bet = next - (next % step);
    betText.value = formatMinor(bet.toString(), exp).replace(/,/g, '');
  };
  betText.addEventListener('change', () => {
    const minor = toMinor(betText.value, exp);
    if (minor === null) return setBet(bet);
    setBet(BigInt(minor));
  });

  async function loadHistory() {
    const rows = await api('/play-api/history', token).catch(() => []);
    history.replaceChildren(
      ...rows.slice(0, 20).map((r) => {
        const verifyLink = r.server_seed
          ? h(
              'a',
              {
                href: verifyHref({
                  game: r.game,
                  server_seed: r.server_seed,
                  client_seed: r.client_seed,
                  nonce: String(r.nonce),
                  bet: r.bet,
                  params: JSON.stringify(r.params),
                }),
                target: '_blank',
                rel: 'noopener',
                'data-testid': 'house-verify-link',
              },
              t('verify'),
            )
          : h('span', { class: 'hint', title: t('seedHiddenTitle') }, t('seedHidden'));
        return h(
          'li',
          {},
          h('span', {}, `#${r.nonce}`),
          h('span', {}, t('historyBet', { amount: formatMinor(r.bet, exp) })),
          h(
            'span',
            { class: BigInt(r.win) > 0n ? 'won' : '' },
            t('historyWin', { amount: formatMinor(r.win, exp) }),
          ),
          verifyLink,
        );
      }),
    );
  }

  /** Shows a round's answer; a hand still in play keeps Deal closed and its moves open. */
  async function showRound(r) {
    const text = view.show(r.outcome, r.finished);
    balance.textContent = money(r.balance);
    nonce.textContent = String(r.nonce + 1);
    inHand = !r.finished;
    if (inHand) lastOpen = r.outcome;
    if (view.enable) view.enable(r.outcome, inHand);
    if (inHand) {
      result.textContent = text;
      result.className = 'result';
      return;
    }
    result.textContent =
      BigInt(r.win) > 0n ? t('youWin', { text, amount: money(r.win) }) : t('noWin', { text });
    result.className = BigInt(r.win) > 0n ? 'result won' : 'result';
    await loadHistory();
  }

  async function send(path, payload) {
    if (busy) return;
    busy = true;
    go.disabled = true;
    if (view.enable) view.enable({}, false);
    try {
      await showRound(await api(path, token, { method: 'POST', body: JSON.stringify(payload) }));
    } catch (err) {
      result.textContent = err.message;
      result.className = 'result error';
      if (view.enable && inHand) view.enable(lastOpen, true);
    } finally {
      busy = false;
      go.disabled = inHand;
    }
  }

  function playRound() {
    let params;
    try {
      params = view.params();
    } catch (err) {
      result.textContent = err.message;
      return;
    }
    return send('/play-api/round', { bet: bet.toString(), params });
  }
  let inHand = false;
  let lastOpen = {};
  ctx.act = (action) => send('/play-api/action', { action });

  async function rotate() {
    const value = clientSeed.value.trim();
    if (!value) return;
    const r = await api('/play-api/seed', token, {
      method: 'POST',
      body: JSON.stringify({ client_seed: value }),
    });
    seedHash.textContent = r.next.server_seed_hash;
    nonce.textContent = '0';
    revealed.textContent = t('revealed', { seed: r.revealed.server_seed, rounds: r.revealed.rounds_played });
    await loadHistory();
  }

  const go = h(
    'button',
    { type: 'button', class: 'go', 'data-testid': 'house-play', onclick: playRound },
    view.action,
  );
  const lobby = h('a', { class: 'ghost', href: session.lobby_url, 'data-testid': 'house-lobby' }, t('lobby'));

  app.append(
    h(
      'header',
      { class: 'top' },
      h(
        'div',
        {},
        h('h1', {}, meta.name),
        // A phone's header has no room for the whole sentence: the badge says just "demo" there.
        session.demo
          ? h(
              'span',
              { class: 'demo', 'data-testid': 'house-demo', title: t('demo') },
              h('span', { class: 'long' }, t('demo')),
              h('span', { class: 'short' }, t('demoShort')),
            )
          : null,
      ),
      h('div', { class: 'wallet' }, h('span', {}, t('balance')), balance),
      lobby,
    ),
    h(
      'main',
      { class: 'layout' },
      h(
        'section',
        { class: 'panel game' },
        view.node,
        result,
        h(
          'div',
          { class: 'controls' },
          h(
            'button',
            {
              type: 'button',
              class: 'ghost',
              'aria-label': t('lowerBet'),
              onclick: () => setBet(bet - step * (bet > unit ? unit / step || 1n : 1n)),
            },
            '−',
          ),
          betText,
          h(
            'button',
            {
              type: 'button',
              class: 'ghost',
              'aria-label': t('raiseBet'),
              onclick: () => setBet(bet + step * (unit / step || 1n)),
            },
            '+',
          ),
          go,
        ),
      ),
      h(
        'aside',
        { class: 'panel side' },
        h('h2', {}, t('provablyFair')),
        h(
          'p',
          { class: 'hint' },
          t(meta.rtp_note ? 'rtpNoted' : 'rtp', { rtp: (meta.rtp * 100).toFixed(2), note: meta.rtp_note }),
        ),
        h(
          'dl',
          {},
          h('dt', {}, t('serverSeedHash')),
          h('dd', {}, seedHash),
          h('dt', {}, t('nextNonce')),
          h('dd', {}, nonce),
        ),
        h('label', {}, t('clientSeed'), clientSeed),
        h(
          'button',
          {
            type: 'button',
            class: 'ghost',
            'data-testid': 'house-rotate',
            onclick: () => rotate().catch((e) => (revealed.textContent = e.message)),
          },
          t('newSeedPair'),
        ),
        revealed,
        h('h2', {}, t('yourRounds')),
        history,
        h('a', { href: verifyHref(), target: '_blank', rel: 'noopener', class: 'hint' }, t('verifyAny')),
      ),
    ),
  );
  await loadHistory();
  // A hand left in play when the window closed goes on where it stopped.
  if (session.open_round) {
    await showRound({ ...session.open_round, balance: session.balance, win: '0', finished: false });
    go.disabled = true;
  }
}

/* ---------- the verify page ---------- */

async function sha256Hex(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function verifyPage() {
  const q = new URLSearchParams(location.search);
  const field = (name, label, attrs = {}) =>
    h('label', {}, label, h('input', { name, value: q.get(name) || '', required: true, ...attrs }));
  const game = h(
    'select',
    { name: 'game' },
    ...meta.games.map((g) => h('option', { value: g.code, selected: g.code === q.get('game') }, g.name)),
  );
  const out = h('div', { class: 'result', role: 'status', 'data-testid': 'verify-result' });
  const form = h(
    'form',
    { class: 'panel verify' },
    h('h1', {}, t('verifyTitle')),
    h('p', { class: 'hint' }, t('verifyHint')),
    h('label', {}, t('game'), game),
    field('server_seed', t('serverSeed')),
    field('client_seed', t('clientSeed')),
    field('nonce', t('nonce'), { inputmode: 'numeric' }),
    field('bet', t('betMinor'), { inputmode: 'numeric' }),
    h('label', {}, t('choices'), h('input', { name: 'params', value: q.get('params') || '{}' })),
    h('button', { class: 'go', type: 'submit', 'data-testid': 'verify-submit' }, t('verify')),
    out,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    try {
      const params = JSON.parse(String(data.get('params') || '{}'));
      const r = await api('/play-api/verify', null, {
        method: 'POST',
        body: JSON.stringify({
          game: data.get('game'),
          server_seed: data.get('server_seed'),
          client_seed: data.get('client_seed'),
          nonce: Number(data.get('nonce')),
          bet: String(data.get('bet')),
          params,
        }),
      });
      const describe = DESCRIBE[String(data.get('game'))] || ((o) => JSON.stringify(o));
      const local = await sha256Hex(String(data.get('server_seed')));
      const matches =
        local === r.server_seed_hash
          ? [' ', h('span', { 'data-testid': 'verify-match' }, t('hashMatches'))]
          : [];
      out.replaceChildren(
        h('p', {}, t('seedHashIs', { hash: r.server_seed_hash }), ...matches),
        h('p', { 'data-testid': 'verify-outcome' }, describe(r.outcome)),
        h('p', { 'data-testid': 'verify-win' }, t('winMinor', { win: r.win })),
      );
    } catch (err) {
      out.replaceChildren(h('p', { class: 'error', role: 'alert' }, err.message));
    }
  });
  app.append(form);
  if (q.get('server_seed')) form.requestSubmit();
}

function start() {
  if (body.dataset.view === 'play') void playPage();
  else if (body.dataset.view === 'verify') verifyPage();
  else app.append(h('main', { class: 'panel' }, h('h1', {}, t('notFound')), h('p', {}, t('notExist'))));
  window.houseReady = true;
}

if (body) start();
