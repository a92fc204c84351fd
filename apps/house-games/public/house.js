/* global document, window, location */
/**
 * The house games in the browser: one page per game (/play/<game>?lang=<lang>#t=<token>) and the
 * verify page. Every amount travels in minor units as a string; the launch token stays in the URL
 * fragment and goes to our API in a header, never into a server log.
 */

/** One language's texts: a module beside this script (public/i18n/<code>.js, one file per language). */
const textsOf = (code) => import(`./i18n/${code}.js`).then((module) => module.default);

/**
 * The texts of the page language (the server picks it into body[data-lang]) and English for any key
 * it lacks: two small files, never all eleven. A language that fails to load reads English.
 * @param {string} lang
 * @returns {Promise<Record<string, Record<string, string>>>}
 */
export async function loadStrings(lang) {
  const wanted = lang !== 'en_US' && /^[a-z]{2}_[A-Z]{2}$/.test(lang);
  const [en_US, texts] = await Promise.all([
    textsOf('en_US').catch(() => ({})),
    wanted ? textsOf(lang).catch(() => null) : null,
  ]);
  return texts ? { en_US, [lang]: texts } : { en_US };
}

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
  const text = own(strings[lang], key) ?? own(strings.en_US, key) ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

// The unit tests import this module under Node, where there is no page to draw.
const body = globalThis.document?.body;
const meta = JSON.parse(body?.dataset.meta || '{}');
const lang = body?.dataset.lang || 'en_US';
const STRINGS = body ? await loadStrings(lang) : {};
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

/**
 * The lobby address as a link target, or null. The page holds the launch token: a `javascript:` or
 * `data:` lobby would run script here, so only absolute http(s) addresses become a link.
 */
export function lobbyHref(raw) {
  if (typeof raw !== 'string' || !/^https?:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether the page runs inside another page's frame (a frame of another origin counts too). */
export function isFramed(win) {
  try {
    return Boolean(win) && win.self !== win.top;
  } catch {
    return true;
  }
}

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
  const key = error && `error_${error.code}`;
  const known = key && (own(STRINGS[lang], key) ?? own(STRINGS.en_US, key));
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
  // Inside the site's frame (game room, modal, /play) the site's bar names the game and leaves it:
  // the page shows neither again. On its own (a window, a phone's tab) it keeps both.
  const framed = isFramed(globalThis.window);
  if (framed) body.classList.add('framed');
  const lobbyUrl = framed ? null : lobbyHref(session.lobby_url);
  const lobby = lobbyUrl
    ? h('a', { class: 'ghost', href: lobbyUrl, 'data-testid': 'house-lobby' }, t('lobby'))
    : null;

  app.append(
    h(
      'header',
      { class: 'top' },
      h(
        'div',
        {},
        framed ? null : h('h1', {}, meta.name),
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
