import { Card, CardContent, Chip, Stack, Typography } from 'shared-lib/ui';
import { LocationOnIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { formatYear } from 'shared-lib/format';
import { useText } from '../../lib/useText';
import { Cover } from '../../lib/Cover';
import type { Project } from 'contracts/content';

/** A completed project: what, for whom, where and when, and the services it used (linked). */
export function ProjectCard({ project, serviceTitles }: { project: Project; serviceTitles: Map<string, string> }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const { text, join } = useText();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }} component="article">
      <Cover src={project.cover} radius={0} />
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ fontSize: 18, fontWeight: 700 }}>
          {text(project.title)}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', my: 0.5 }}>
          <LocationOnIcon fontSize="small" aria-hidden />
          <Typography variant="body2">
            {/* the project's year (stored Gregorian) in the page's calendar; "·" beside Persian digits reads as a zero */}
            {join(project.city, formatYear(project.year, locale, 'gregorian'))}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('experience.client')}: {text(project.client)}
        </Typography>
        <Typography variant="body2" sx={{ my: 1.5, lineHeight: 1.9 }}>
          {text(project.summary)}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('experience.usedServices')} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {project.serviceLabels.map((label) => (
            <li key={label}>
              <Chip size="small" label={serviceTitles.get(label) ?? label} component={LocaleLink} to={`/services/${label}`} clickable variant="outlined" />
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
