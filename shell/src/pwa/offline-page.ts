/**
 * The page the service worker answers with when a page was never seen and the network fails: in
 * the path's language (Persian right to left, English left to right), self-contained (no script,
 * no request: the logo is inline, styles inline), with a link that tries the same address again.
 */
import escapeHtml from 'escape-html';

type Lang = 'fa' | 'en' | 'ru';

const TEXT = {
  fa: {
    tag: 'fa-IR',
    dir: 'rtl',
    title: 'اتصال اینترنت برقرار نیست',
    body: 'این صفحه هنوز روی این دستگاه ذخیره نشده است. صفحه‌هایی که پیش‌تر دیده‌اید بدون اینترنت هم باز می‌شوند.',
    retry: 'تلاش دوباره',
    home: 'صفحهٔ اصلی',
    homeHref: '/',
    appName: 'آتش‌ایمن',
  },
  en: {
    tag: 'en-US',
    dir: 'ltr',
    title: 'You are offline',
    body: 'This page has not been saved on this device yet. Pages you have already seen open without a connection.',
    retry: 'Try again',
    home: 'Home page',
    homeHref: '/en',
    appName: 'Atash Imen',
  },
  ru: {
    tag: 'ru-RU',
    dir: 'ltr',
    title: 'Нет подключения к интернету',
    body: 'Эта страница ещё не сохранена на устройстве. Страницы, которые вы уже открывали, доступны без сети.',
    retry: 'Повторить',
    home: 'Главная',
    homeHref: '/ru',
    appName: 'Atash Imen',
  },
} as const;

// the header's flame (shell/src/chrome/Logo.tsx) on the brand's red disc, as in the app icons
const LOGO =
  '<svg width="72" height="72" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="16" fill="#B71C1C"/>' +
  '<g transform="translate(16 16) scale(.78) translate(-16 -15)">' +
  '<path d="M16 2c6 7 9 12 9 17a9 9 0 0 1-18 0c0-4 2-7 4-9 0 3 1 5 3 6-1-5 0-10 2-14z" fill="#FFF3E0"/>' +
  '<path d="M16 14c3 3 4 6 4 8a4 4 0 0 1-8 0c0-2 1-3 2-4 0 1 1 2 2 2 0-2-.5-4 0-6z" fill="#FF7043"/></g></svg>';

export function offlinePageHtml(lang: Lang, retryHref: string): string {
  const t = TEXT[lang] ?? TEXT.fa;
  const font = lang === 'fa' ? 'Vazirmatn, Tahoma, sans-serif' : 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
  return `<!doctype html>
<html lang="${t.tag}" dir="${t.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#B71C1C">
<title>${t.title} | ${t.appName}</title>
<style>
html,body{margin:0;height:100%;background:#fff;color:#212121;font-family:${font}}
main{min-height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;box-sizing:border-box;text-align:center}
h1{font-size:1.4rem;margin:8px 0 0}
p{max-width:32rem;line-height:1.8;margin:0;color:#424242}
nav{display:flex;gap:12px;flex-wrap:wrap;justify-content:center;margin-top:8px}
a{display:inline-flex;align-items:center;min-height:44px;padding:0 20px;border-radius:8px;text-decoration:none;font-weight:700}
a.primary{background:#B71C1C;color:#fff}
a.secondary{color:#B71C1C;border:1px solid #B71C1C}
@media (prefers-color-scheme:dark){html,body{background:#121212;color:#eee}p{color:#bdbdbd}a.secondary{color:#EF9A9A;border-color:#EF9A9A}}
</style>
</head>
<body>
<main data-testid="offline-page">
${LOGO}
<h1>${t.title}</h1>
<p>${t.body}</p>
<nav><a class="primary" href="${escapeHtml(retryHref)}">${t.retry}</a><a class="secondary" href="${t.homeHref}">${t.home}</a></nav>
</main>
</body>
</html>`;
}

/** Headers of the offline answer: HTML, never stored, a policy allowing nothing but its own inline styles. */
export const OFFLINE_PAGE_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
};
