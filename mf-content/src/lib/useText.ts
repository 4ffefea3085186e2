import { useMemo } from 'react';
import { useLocale } from 'shared-lib/navigation';
import { joinParts, localizeHtml, localizeText } from 'shared-lib/format';

/**
 * Text from the api in the page's typography (shared-lib/format, the one formatting path): Persian
 * digits in fa for titles, summaries and quotes (`text`), article and page bodies (`html`), and a
 * line's parts joined with a separator that does not read as a Persian zero (`join`).
 */
export function useText() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      text: (s: string) => localizeText(s, locale),
      html: (s: string) => localizeHtml(s, locale),
      join: (...parts: Array<string | null | undefined | false>) => joinParts(parts, locale),
    }),
    [locale],
  );
}
