import { coverSvg, parseCoverName } from './svg';

/**
 * The covers' pictures by name (`<motif>-<palette>.svg`), drawn once and kept: the same name always
 * gives the same picture. Null for any other name.
 */
export function createCoverCache() {
  const cache = new Map<string, string>();
  return (name: string): string | null => {
    const parsed = parseCoverName(name);
    if (!parsed) return null;
    let svg = cache.get(name);
    if (!svg) {
      svg = coverSvg(parsed.motif, parsed.palette);
      cache.set(name, svg);
    }
    return svg;
  };
}
