import type { MouseEvent } from 'react';
import { Box } from 'shared-lib/ui';
import { inAppLinkPath, useLocaleNavigate } from 'shared-lib/navigation';
import { useText } from './useText';

/**
 * Article, service and page bodies. The HTML is sanitized by the api when it is stored and again
 * when it is read (sanitize-html: structural tags only, no scripts, styles or event handlers), so it
 * is rendered as it is (its text with Persian digits in fa: shared-lib/format's localizeHtml).
 * Internal links (/services/...) navigate inside the single-page app instead of reloading it.
 */
export function HtmlContent({ html }: { html: string }) {
  const navigate = useLocaleNavigate();
  const { html: localized } = useText();
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const path = inAppLinkPath(e);
    if (!path) return;
    e.preventDefault();
    navigate(path);
  };
  return (
    <Box
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: localized(html) }}
      sx={{
        fontSize: { xs: 16, md: 17 },
        lineHeight: 1.9,
        color: 'text.primary',
        overflowWrap: 'anywhere',
        '& h2': { fontSize: { xs: 20, md: 24 }, fontWeight: 700, mt: 4, mb: 1.5, lineHeight: 1.5 },
        '& h3': { fontSize: { xs: 18, md: 20 }, fontWeight: 700, mt: 3, mb: 1 },
        '& p': { my: 1.5 },
        '& ul, & ol': { paddingInlineStart: 3, my: 1.5 },
        '& li': { my: 0.75 },
        '& a': { color: 'primary.main' },
        '& blockquote': {
          m: 0,
          my: 3,
          px: 2,
          py: 1.5,
          borderInlineStart: 4,
          borderColor: 'primary.main',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontWeight: 500,
        },
        '& table': { width: '100%', borderCollapse: 'collapse', my: 2, display: 'block', overflowX: 'auto', fontSize: 15 },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'start', verticalAlign: 'top' },
        '& th': { bgcolor: 'action.hover', fontWeight: 700 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
      }}
    />
  );
}
