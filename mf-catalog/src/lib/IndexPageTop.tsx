import { Typography } from 'shared-lib/ui';
import { Breadcrumb } from 'shared-lib/components/Breadcrumb';
import { Head, crumbsLd, everyLocale, useSite } from 'shared-lib/head';

/**
 * The top of a top-level index page (/cat, /brand, /st/catalog): its head (title, description, canonical
 * and alternates, breadcrumb JSON-LD), breadcrumb, heading and introduction.
 */
export function IndexPageTop({ title, intro, path }: { title: string; intro: string; path: string }) {
  const site = useSite();
  return (
    <>
      <Head title={title} description={intro} path={path} alternates={everyLocale(path)} jsonLd={[crumbsLd([{ label: title }], site)]} />
      <Breadcrumb items={[{ label: title }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {intro}
      </Typography>
    </>
  );
}
