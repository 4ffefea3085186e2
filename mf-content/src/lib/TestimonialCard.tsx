import { Card, CardContent, Typography, Rating } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import type { Testimonial } from 'contracts/content';
import { useText } from './useText';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation('content');
  const { text } = useText();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
      {/* the figure is the card's content: its figcaption has to be the figure's own child */}
      <CardContent component="figure" style={{ margin: 0 }}>
        <Rating value={testimonial.rating} readOnly size="small" aria-label={t('experience.rating', { value: testimonial.rating })} />
        <Typography component="blockquote" sx={{ m: 0, my: 1.5, lineHeight: 1.9, '&::before': { content: '"“"' }, '&::after': { content: '"”"' } }}>
          {text(testimonial.quote)}
        </Typography>
        <Typography component="figcaption" variant="body2">
          <strong>{testimonial.author}</strong>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {text(testimonial.role)}
          </Typography>
        </Typography>
      </CardContent>
    </Card>
  );
}
