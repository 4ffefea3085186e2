/**
 * A url slug that keeps Persian and Cyrillic letters (shown as-is by browsers) and joins words
 * with hyphens; the half-space becomes a hyphen as well.
 */
export function slugify(input: string): string {
  return input
    .normalize('NFC')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.]+/gu, '-')
    .replace(/\.(?!\d)|(?<!\d)\./g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
