/**
 * How far a typed word is from a word of the catalogue: trigrams to find candidates in the
 * database, then the edit distance to keep the close ones.
 */

/** Trigrams of a word, padded as pg_trgm does (two spaces before, one after): «کپسول» → «  ک», « کپ», «کپس», … «ول ». */
export function trigrams(word: string): string[] {
  const chars = [...`  ${word} `];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams];
}

/** How many typos a word of this length may carry and still be found: none below 4 letters, 1 up to 7, 2 from 8. */
export const typoBudget = (length: number): number => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * Optimal-string-alignment distance (Damerau-Levenshtein without repeated edits of one substring):
 * insertions, deletions, substitutions and swaps of two neighbouring letters each count 1.
 * Answers `max + 1` as soon as the distance is known to exceed `max`.
 *
 * Written here rather than taken from a library: the Levenshtein packages in the tree (leven,
 * fast-levenshtein) count a swap of two letters as 2, so «دکتتور» for «دتکتور» (6 letters,
 * 1 typo allowed) or «extniguisher» would be out of reach; and the bound lets a candidate stop
 * after a row or two. It runs on at most a few hundred short words per query.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return Math.min(prev[t.length], max + 1);
}
