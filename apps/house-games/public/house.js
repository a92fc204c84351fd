/* global document, window, location */
/**
 * The house games in the browser: one page per game (/play/<game>#t=<token>) and the verify page.
 * Every amount travels in minor units as a string; the launch token stays in the URL fragment and
 * goes to our API in a header, never into a server log.
 */
const body = document.body;
const meta = JSON.parse(body.dataset.meta || '{}');
const app = document.getElementById('app');

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
  if (!json || !json.ok)
    throw new Error((json && json.error && json.error.message) || `request failed (${res.status})`);
  return json.data;
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
        h('span', { class: 'card back', 'aria-label': 'face down' }, ''),
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
    action: 'Spin',
    node: grid,
    params: () => ({}),
    show(outcome) {
      draw(outcome.grid);
      const jackpot = outcome.jackpot_hit ? 'JACKPOT! ' : '';
      return (
        jackpot +
        (outcome.wins.length
          ? outcome.wins
              .map((w) => `Line ${w.line + 1}: ${w.count} × ${SYMBOL[w.symbol]} pays ${w.pays}× line bet`)
              .join(' · ')
          : 'No winning line')
      );
    },
  };
}

function baccaratView() {
  let side = 'banker';
  const sides = h('div', { class: 'choices', role: 'radiogroup', 'aria-label': 'Bet on' });
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
          s[0].toUpperCase() + s.slice(1),
        ),
      ),
    );
  drawSides();
  const table = h('div', { class: 'table', 'data-testid': 'baccarat-table' }, 'Place a bet and deal.');
  return {
    action: 'Deal',
    node: h('div', {}, sides, table),
    params: () => ({ side }),
    show(o) {
      table.replaceChildren(
        hand('Player', o.player, o.playerPoints),
        hand('Banker', o.banker, o.bankerPoints),
      );
      return `${o.winner === 'tie' ? 'Tie' : `${o.winner[0].toUpperCase()}${o.winner.slice(1)} wins`} (${o.playerPoints} – ${o.bankerPoints})`;
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
    'Quick pick',
  );
  drawBoard();
  return {
    action: 'Draw',
    node: h('div', {}, h('p', { class: 'hint' }, `Pick ${need} numbers of ${numbers}.`), quick, board),
    params: () => {
      if (picks.length !== need) throw new Error(`Pick ${need} numbers first.`);
      return { picks: [...picks].sort((a, b) => a - b) };
    },
    show(o) {
      last = o;
      drawBoard();
      return `${o.hits.length} of ${o.picks.length} hit · pays ${o.multiplier}×`;
    },
  };
}

const BJ_RESULT = { blackjack: 'Blackjack! Pays 3 to 2', win: 'You win', push: 'Push', lose: 'Dealer wins' };

/** Blackjack is played in steps: deal, then hit, stand or double until the hand is over. */
function blackjackView(ctx) {
  const table = h('div', { class: 'table', 'data-testid': 'blackjack-table' }, 'Place a bet and deal.');
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
      a[0].toUpperCase() + a.slice(1),
    ),
  );
  return {
    action: 'Deal',
    node: h('div', {}, table, h('div', { class: 'choices', 'aria-label': 'Your move' }, ...moves)),
    params: () => ({}),
    show(o, finished) {
      table.replaceChildren(
        hand('Dealer', o.dealer, o.dealerTotal, finished ? 0 : 1),
        hand(o.doubled ? 'You (doubled)' : 'You', o.player, o.playerTotal),
      );
      return finished
        ? `${BJ_RESULT[o.result]} (${o.playerTotal} – ${o.dealerTotal})`
        : `You have ${o.playerTotal}. Hit, stand${o.canDouble ? ' or double' : ''}?`;
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

/** A round's outcome in one line, for the verify page. */
const DESCRIBE = {
  'koi-reels': (o) => o.grid.map((reel) => reel.map((s) => SYMBOL[s]).join(' ')).join(' | '),
  'punto-banco': (o) =>
    `Player ${o.player.map((c) => CARD[c]).join(' ')} · Banker ${o.banker.map((c) => CARD[c]).join(' ')} · ${o.winner}`,
  'lucky-ten': (o) => `Picked ${o.picks.join(' ')} · drawn ${o.drawn.join(' ')} · ${o.hits.length} hits`,
  'royal-21': (o) =>
    `You ${o.player.map((c) => CARD[c]).join(' ')} (${o.playerTotal}) · Dealer ${o.dealer.map((c) => CARD[c]).join(' ')} (${o.dealerTotal}) · ${o.result}`,
};

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
        h('h1', {}, meta.name || 'Game'),
        h('p', { class: 'error' }, 'Open this game from the site to play.'),
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
    'aria-label': 'Bet',
    'data-testid': 'house-bet',
    value: formatMinor(bet.toString(), exp).replace(/,/g, ''),
  });
  const result = h('p', { class: 'result', role: 'status', 'data-testid': 'house-result' }, 'Good luck.');
  const seedHash = h('code', { 'data-testid': 'seed-hash' }, session.server_seed_hash);
  const clientSeed = h('input', {
    class: 'seed',
    'aria-label': 'Client seed',
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
                href: `/verify?${new URLSearchParams({ game: r.game, server_seed: r.server_seed, client_seed: r.client_seed, nonce: String(r.nonce), bet: r.bet, params: JSON.stringify(r.params) })}`,
                target: '_blank',
                rel: 'noopener',
              },
              'Verify',
            )
          : h(
              'span',
              { class: 'hint', title: 'Start a new seed pair to reveal this server seed' },
              'seed not revealed yet',
            );
        return h(
          'li',
          {},
          h('span', {}, `#${r.nonce}`),
          h('span', {}, `bet ${formatMinor(r.bet, exp)}`),
          h('span', { class: BigInt(r.win) > 0n ? 'won' : '' }, `win ${formatMinor(r.win, exp)}`),
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
    result.textContent = BigInt(r.win) > 0n ? `${text} — you win ${money(r.win)}` : `${text} — no win`;
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
    revealed.textContent = `Revealed server seed: ${r.revealed.server_seed} (${r.revealed.rounds_played} rounds)`;
    await loadHistory();
  }

  const go = h(
    'button',
    { type: 'button', class: 'go', 'data-testid': 'house-play', onclick: playRound },
    view.action,
  );
  const lobby = h('a', { class: 'ghost', href: session.lobby_url, 'data-testid': 'house-lobby' }, 'Lobby');

  app.append(
    h(
      'header',
      { class: 'top' },
      h(
        'div',
        {},
        h('h1', {}, meta.name),
        session.demo
          ? h('span', { class: 'demo', 'data-testid': 'house-demo' }, 'Demo — no real money')
          : null,
      ),
      h('div', { class: 'wallet' }, h('span', {}, 'Balance'), balance),
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
              'aria-label': 'Lower bet',
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
              'aria-label': 'Raise bet',
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
        h('h2', {}, 'Provably fair'),
        h(
          'p',
          { class: 'hint' },
          `Return to player ${(meta.rtp * 100).toFixed(2)}%${meta.rtp_note ? ` ${meta.rtp_note}` : ''}. Each round is drawn from HMAC-SHA256(server seed, client seed:nonce).`,
        ),
        h(
          'dl',
          {},
          h('dt', {}, 'Server seed hash'),
          h('dd', {}, seedHash),
          h('dt', {}, 'Next nonce'),
          h('dd', {}, nonce),
        ),
        h('label', {}, 'Client seed', clientSeed),
        h(
          'button',
          {
            type: 'button',
            class: 'ghost',
            onclick: () => rotate().catch((e) => (revealed.textContent = e.message)),
          },
          'New seed pair (reveal this one)',
        ),
        revealed,
        h('h2', {}, 'Your rounds'),
        history,
        h('a', { href: '/verify', target: '_blank', rel: 'noopener', class: 'hint' }, 'Verify any round'),
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
    h('h1', {}, 'Verify a round'),
    h(
      'p',
      { class: 'hint' },
      'Paste the revealed server seed, your client seed, the nonce, the bet (minor units) and the choices of the round. The outcome is computed again here, from the seeds alone.',
    ),
    h('label', {}, 'Game', game),
    field('server_seed', 'Server seed'),
    field('client_seed', 'Client seed'),
    field('nonce', 'Nonce', { inputmode: 'numeric' }),
    field('bet', 'Bet (minor units)', { inputmode: 'numeric' }),
    h('label', {}, 'Choices (JSON)', h('input', { name: 'params', value: q.get('params') || '{}' })),
    h('button', { class: 'go', type: 'submit', 'data-testid': 'verify-submit' }, 'Verify'),
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
      out.replaceChildren(
        h(
          'p',
          {},
          `Server seed hash: ${r.server_seed_hash}${local === r.server_seed_hash ? ' (matches SHA-256 computed in this browser)' : ''}`,
        ),
        h('p', { 'data-testid': 'verify-outcome' }, describe(r.outcome)),
        h('p', { 'data-testid': 'verify-win' }, `Win: ${r.win} minor units`),
      );
    } catch (err) {
      out.replaceChildren(h('p', { class: 'error', role: 'alert' }, err.message));
    }
  });
  app.append(form);
  if (q.get('server_seed')) form.requestSubmit();
}

if (body.dataset.view === 'play') void playPage();
else if (body.dataset.view === 'verify') verifyPage();
else
  app.append(
    h('main', { class: 'panel' }, h('h1', {}, 'Game not found'), h('p', {}, 'This game does not exist.')),
  );
window.houseReady = true;
