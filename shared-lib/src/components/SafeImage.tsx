
import { useState, type ImgHTMLAttributes } from 'react';
import { useTranslation } from 'shared-lib/i18n';

const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><rect width="120" height="90" fill="#eceff1"/><path d="M40 62l14-18 10 12 8-9 12 15z" fill="#b0bec5"/><circle cx="78" cy="34" r="7" fill="#b0bec5"/></svg>',
  );

/**
 * An image that shows a neutral placeholder when it fails to load (spec §8): also one the server
 * rendered that failed before the page's scripts ran (its error event is gone by then: the product's
 * main picture, the listing cards; issue 34 item 11), found broken when the element is first seen.
 */
export function SafeImage({ src, srcSet, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const { t } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      ref={(img) => {
        if (img && !failed && src && img.complete && !img.naturalWidth) img.decode?.().catch(() => setFailed(true));
      }}
      // failed: the placeholder alone (a srcset left in place would win over it and show the broken picture again)
      srcSet={failed ? undefined : srcSet}
      src={failed || !src ? PLACEHOLDER : src}
      alt={failed || !src ? t('imagePlaceholder') : alt}
      onError={() => setFailed(true)}
      loading={rest.loading ?? 'lazy'}
      decoding="async"
      data-failed={failed || !src ? 'true' : undefined}
    />
  );
}
