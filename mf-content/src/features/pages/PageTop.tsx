import { Breadcrumb } from 'shared-lib/components/Breadcrumb';
import { Head, crumbsLd, plainText, useSite } from 'shared-lib/head';

/**
 * The head and breadcrumb of an editorial page (/about, /customerExperience): its title (the page's
 * own once loaded, else the route's), summary, canonical path, cover as the share image and the
 * breadcrumb JSON-LD. Its text falls back to English where it is not translated: Persian and English only.
 */
export function PageTop({ data, fallbackTitle, path }: { data: { title: string; summary?: string | null; cover: string } | undefined; fallbackTitle: string; path: string }) {
  const site = useSite();
  const title = data?.title ?? fallbackTitle;
  return (
    <>
      <Head
        title={title}
        description={plainText(data?.summary)}
        path={path}
        image={data ? { url: data.cover, width: 1200, height: 675, alt: data.title } : undefined}
        jsonLd={[crumbsLd([{ label: title }], site)]}
      />
      <Breadcrumb items={[{ label: title }]} />
    </>
  );
}
