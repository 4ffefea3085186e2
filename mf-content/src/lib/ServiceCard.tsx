import { Card, CardActionArea, CardContent, Typography } from 'shared-lib/ui';
import { LocaleLink } from 'shared-lib/navigation';
import { Cover } from './Cover';
import type { ServiceSummary } from 'contracts/content';
import { servicePath } from './paths';
import { useText } from './useText';

export function ServiceCard({ service, headingLevel = 'h2', compact = false }: { service: ServiceSummary; headingLevel?: 'h2' | 'h3'; compact?: boolean }) {
  const { text } = useText();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }}>
      <CardActionArea component={LocaleLink} to={servicePath(service)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Cover src={service.cover} radius={0} />
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="h6" component={headingLevel} sx={{ fontSize: 18, fontWeight: 700, mb: compact ? 0 : 1 }}>
            {text(service.title)}
          </Typography>
          {!compact && (
            <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {text(service.summary)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
