import { sql } from 'kysely';
import type { DB } from '../../../db/database';
import { num } from '../lib/rows';
import type { QueryToken } from './search-text';
import { editDistance, trigrams, typoBudget } from './typos';

// Reading the search index (./search-index.ts writes it, and describes its tables): the words of
// the catalogue each query token matches, and the SQL that scores a product by them.

/** Above every character of a word: `[t, t + HIGH)` holds exactly the words starting with `t`. */
const HIGH = '\uffff';

/** Points for a product per query token, by how the word matched and where (name or the rest). */
export interface Weight {
  name: number;
  body: number;
}

/**
 * Relevance of one token: the whole word beats a word it starts, which beats a word with a typo,
 * which beats a word it is inside; anything in the name (name, SKU, brand) beats the same in
 * the category, specifications and description.
 */
export const WEIGHTS = {
  exact: { name: 12, body: 4 },
  prefix: { name: 10, body: 3 },
  typo1: { name: 7, body: 2 },
  typo2: { name: 5, body: 1 },
  typoPrefix: { name: 4, body: 1 },
  inside: { name: 5, body: 1 },
} satisfies Record<string, Weight>;

/** A query token and the words of the index it matches. */
export interface TermMatch {
  token: QueryToken;
  /** the words it matches, with their weight: itself, words it starts, is inside of, or is a typo of */
  words: Map<string, Weight>;
  /** more words start with the token than are listed: match them as a range of the index */
  range: boolean;
  /** typos were looked for */
  typos: boolean;
}

/** The shortest word the index looks inside of (shorter tokens match whole words and word starts). */
export const MIN_INSIDE = 3;
/** Beyond this many words starting with a token, the index is read as a range instead of a list. */
const MAX_PREFIX_WORDS = 40;
const MAX_INSIDE_WORDS = 40;
const MAX_TYPO_CANDIDATES = 200;

const canHaveTypos = (t: QueryToken) => t.kind === 'word' && typoBudget([...t.text].length) > 0;

/** The trigrams inside a word (no padding): a word containing `t` has every one of them. */
function innerTrigrams(t: string): string[] {
  const chars = [...t];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams];
}

/** What the index holds for one query token (lookUpTokens). */
interface TokenWords {
  /** the token itself when the catalogue has it, and the words it starts (at most MAX_PREFIX_WORDS + 2, in order) */
  starting: string[];
  /** the words holding every trigram of the token (candidates for "inside") */
  containing: string[];
  /** the words sharing enough trigrams with the token to be a typo of it, the most shared first */
  nearby: string[];
}

/** The index's answer for a query: the words of each token, and whether products wait to be indexed. */
export interface TokenLookup {
  tokens: QueryToken[];
  words: TokenWords[];
  /** products changed since the last indexing: index them (./search-index.ts#indexPendingProducts) and look up again */
  pending: boolean;
}

/**
 * Reads in one statement what the index knows of every token (one round trip and one plan
 * whatever the number of words): the word itself and the words it starts, the words it may be
 * inside of, the words it may be a typo of, and whether the queue holds products. The typo
 * candidates are read for every word that can have typos although most searches do not use
 * them: a second read when a word turns out unknown, or when nothing is found as typed, would
 * cost a round trip (about 1 ms on PostgreSQL), these candidates about 0.2 ms of the statement
 * (a few ranges of the trigrams' primary key, measured at 10,000 products).
 */
export async function lookUpTokens(db: DB, tokens: QueryToken[]): Promise<TokenLookup> {
  let read = db
    .selectFrom(db.selectFrom('product_search_queue').select('id').limit(1).as('q'))
    .select([sql<number>`0`.as('kind'), sql<number>`-1`.as('token'), sql<string>`null`.as('term'), sql<number>`0`.as('n')]);
  tokens.forEach((token, i) => {
    if (token.kind === 'quantity' || token.kind === 'number') return;
    const t = token.text;
    // kind 1: the token itself and the words it starts
    read = read.unionAll(
      db
        .selectFrom(db.selectFrom('product_search_vocab').select('term').where('term', '>=', t).where('term', '<', t + HIGH).orderBy('term').limit(MAX_PREFIX_WORDS + 2).as('v'))
        .select([sql<number>`1`.as('kind'), sql<number>`${sql.lit(i)}`.as('token'), 'v.term', sql<number>`0`.as('n')]),
    );
    // kind 2: the words holding every trigram of the token
    const inner = token.kind === 'word' && [...t].length >= MIN_INSIDE ? innerTrigrams(t) : [];
    if (inner.length) {
      read = read.unionAll(
        db
          .selectFrom(db.selectFrom('product_search_grams').select('term').where('gram', 'in', inner).groupBy('term').having((eb) => eb.fn.countAll(), '=', inner.length).as('g'))
          .select([sql<number>`2`.as('kind'), sql<number>`${sql.lit(i)}`.as('token'), 'g.term', sql<number>`0`.as('n')]),
      );
    }
    // kind 3: the words sharing enough trigrams to be within the token's typo budget
    if (canHaveTypos(token)) {
      const grams = trigrams(t);
      // each typo spoils at most 3 trigrams; a word start also lacks the token's last trigram
      const shared = Math.max(1, grams.length - 1 - 3 * typoBudget([...t].length));
      read = read.unionAll(
        db
          .selectFrom(
            db
              .selectFrom('product_search_grams')
              .select(['term', (eb) => eb.fn.countAll().as('n')])
              .where('gram', 'in', grams)
              .groupBy('term')
              .having((eb) => eb.fn.countAll(), '>=', shared)
              .orderBy((eb) => eb.fn.countAll(), 'desc')
              .orderBy('term')
              .limit(MAX_TYPO_CANDIDATES)
              .as('c'),
          )
          .select([sql<number>`3`.as('kind'), sql<number>`${sql.lit(i)}`.as('token'), 'c.term', 'c.n']),
      );
    }
  });
  const rows = await read.execute();
  const words = tokens.map((): TokenWords => ({ starting: [], containing: [], nearby: [] }));
  const nearby = tokens.map((): Array<{ term: string; n: number }> => []);
  let pending = false;
  for (const r of rows) {
    const kind = num(r.kind);
    if (kind === 0) pending = true;
    else if (kind === 1) words[num(r.token)].starting.push(String(r.term));
    else if (kind === 2) words[num(r.token)].containing.push(String(r.term));
    else nearby[num(r.token)].push({ term: String(r.term), n: num(r.n) });
  }
  // the order each read had (a union of them keeps none): words in order, candidates the closest first
  const byTerm = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  words.forEach((w, i) => {
    w.starting.sort(byTerm);
    w.nearby = nearby[i].sort((a, b) => b.n - a.n || byTerm(a.term, b.term)).map((c) => c.term);
  });
  return { tokens, words, pending };
}

/**
 * The words each token matches: a quantity or a number only itself; a code itself and the words
 * it starts; a word also the words it is inside of (from 3 letters) and, when `typos` is true
 * or when nothing in the catalogue starts with or contains it, the words one or two typos away.
 */
export function matchTokens(lookup: TokenLookup, opts: { typos?: boolean } = {}): TermMatch[] {
  return lookup.tokens.map((token, i): TermMatch => {
    const t = token.text;
    const match: TermMatch = { token, words: new Map([[t, WEIGHTS.exact]]), range: false, typos: false };
    if (token.kind === 'quantity' || token.kind === 'number') return match;
    const { starting, containing, nearby } = lookup.words[i];
    const known = starting.includes(t);
    const longer = starting.filter((w) => w !== t);
    if (longer.length > MAX_PREFIX_WORDS) match.range = true;
    else for (const w of longer) match.words.set(w, WEIGHTS.prefix);
    const inside = containing
      .filter((w) => w.includes(t) && !w.startsWith(t))
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
      .slice(0, MAX_INSIDE_WORDS);
    for (const w of inside) match.words.set(w, WEIGHTS.inside);
    // typos only for a word the catalogue lacks altogether, or when asked (a search that found nothing)
    if (canHaveTypos(token) && (opts.typos || (!known && !match.range && match.words.size === 1))) {
      addTypos(match, nearby);
      // a word no product holds need not be looked for (one word left: no grouping per product)
      if (!known && match.words.size > 1) match.words.delete(t);
    }
    return match;
  });
}

/** Can a search with typos find more than `matches` did? */
export const typosWouldHelp = (matches: TermMatch[]) => matches.some((m) => !m.typos && canHaveTypos(m.token));

/** Adds the candidates (words of the catalogue sharing trigrams with the token) within its typo budget, whole or as a word start. */
function addTypos(match: TermMatch, candidates: string[]): void {
  match.typos = true;
  const t = match.token.text;
  const length = [...t].length;
  const budget = typoBudget(length);
  // the closest words only, as a spelling corrector would: one typo away if there are such words,
  // else two, else the start of a longer word (a word being typed with a typo, from 5 letters)
  const found: Record<'typo1' | 'typo2' | 'typoPrefix', string[]> = { typo1: [], typo2: [], typoPrefix: [] };
  for (const word of candidates) {
    if (word.startsWith(t) || match.words.has(word)) continue;
    const d = editDistance(t, word, budget);
    if (d <= budget) {
      found[d === 1 ? 'typo1' : 'typo2'].push(word);
      continue;
    }
    const letters = [...word];
    if (length >= 5 && letters.length > length) {
      const near = [length - 1, length, length + 1].some((n) => n < letters.length && editDistance(t, letters.slice(0, n).join(''), 1) <= 1);
      if (near) found.typoPrefix.push(word);
    }
  }
  const closest = (['typo1', 'typo2', 'typoPrefix'] as const).find((k) => found[k].length);
  if (!closest) return;
  for (const word of found[closest]) match.words.set(word, WEIGHTS[closest]);
}

const TYPO_WEIGHTS = new Set<Weight>([WEIGHTS.typo1, WEIGHTS.typo2, WEIGHTS.typoPrefix]);

/**
 * Does a list of words (a category's or brand's name) match the token as the index would? Answers
 * the points (as in a name), 0 for no. A correction of a typo also matches the words it starts
 * («extingusher» → «extinguisher» → «Fire extinguishers»).
 */
export function matchWords(words: string[], m: TermMatch): number {
  const t = m.token.text;
  const prefix = m.token.kind === 'word' || m.token.kind === 'code';
  const inside = m.token.kind === 'word' && [...t].length >= MIN_INSIDE;
  const corrections = [...m.words].filter(([, w]) => TYPO_WEIGHTS.has(w));
  let best = 0;
  for (const w of words) {
    const weight =
      m.words.get(w) ??
      (prefix && w.startsWith(t) ? WEIGHTS.prefix : inside && w.includes(t) ? WEIGHTS.inside : corrections.find(([c]) => w.startsWith(c))?.[1]);
    if (weight && weight.name > best) best = weight.name;
  }
  return best;
}

/** Can a product hold more than one word the token matches (then its points are the best of them)? */
export const severalWords = (m: TermMatch) => m.range || m.words.size > 1;

/** The SQL condition on `st.term` (product_search_terms as st) for the words a token matches. */
export function termCondition(m: TermMatch) {
  const t = m.token.text;
  const words = [...m.words.keys()];
  const parts = [words.length === 1 ? sql<boolean>`st.term = ${words[0]}` : sql<boolean>`st.term in (${sql.join(words)})`];
  if (m.range) parts.push(sql<boolean>`(st.term > ${t} and st.term < ${t + HIGH})`);
  return parts.length === 1 ? parts[0] : sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** The points of one posting row (st) for a token, by the kind of match and where it is. */
export function termScore(m: TermMatch) {
  const points = (w: Weight) => sql<number>`(case when st.in_name = 1 then ${sql.lit(w.name)} else ${sql.lit(w.body)} end)`;
  if (!severalWords(m)) return points(m.words.values().next().value as Weight);
  const byWeight = new Map<Weight, string[]>();
  for (const [word, w] of m.words) byWeight.set(w, [...(byWeight.get(w) ?? []), word]);
  const cases = [...byWeight].map(([w, words]) => sql`when st.term in (${sql.join(words)}) then ${points(w)}`);
  // words starting with the token beyond the listed ones
  return sql<number>`(case ${sql.join(cases, sql` `)} else ${points(WEIGHTS.prefix)} end)`;
}
