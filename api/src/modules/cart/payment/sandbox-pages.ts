import type { Lang } from '../../../lib/i18n';
import escapeHtml from 'escape-html';

const TEXT = {
  fa: {
    title: 'درگاه پرداخت آزمایشی',
    note: 'این صفحه نقش بانک را بازی می‌کند؛ هیچ پول واقعی جابه‌جا نمی‌شود.',
    amount: 'مبلغ قابل پرداخت',
    paidAmount: 'مبلغی که پرداخت می‌شود (ریال)',
    pay: 'پرداخت',
    cancel: 'انصراف از پرداخت',
    rials: 'ریال',
    // banks write rials; the shop showed toman (a tenth): the same amount in toman under it
    inToman: 'معادل {toman} تومان',
    done: 'این تراکنش قبلاً انجام شده است.',
  },
  en: {
    title: 'Test payment gateway',
    note: 'This page plays the bank; no real money moves.',
    amount: 'Amount due',
    paidAmount: 'Amount to pay (Rials)',
    pay: 'Pay',
    cancel: 'Cancel the payment',
    rials: 'Rials',
    inToman: '= {toman} Toman',
    done: 'This transaction has already been completed.',
  },
  ru: {
    title: 'Тестовый платёжный шлюз',
    note: 'Эта страница играет роль банка; реальные деньги не списываются.',
    amount: 'Сумма к оплате',
    paidAmount: 'Оплачиваемая сумма (риалы)',
    pay: 'Оплатить',
    cancel: 'Отменить платёж',
    rials: 'риалов',
    inToman: '= {toman} туманов',
    done: 'Эта транзакция уже завершена.',
  },
} as const;

const money = (n: number, lang: Lang) => new Intl.NumberFormat(lang === 'fa' ? 'fa-IR' : lang === 'ru' ? 'ru-RU' : 'en-US').format(n);

function page(lang: Lang, title: string, body: string): string {
  const dir = lang === 'fa' ? 'rtl' : 'ltr';
  const htmlLang = lang === 'fa' ? 'fa-IR' : lang === 'ru' ? 'ru-RU' : 'en-US';
  return `<!doctype html>
<html lang="${htmlLang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:Vazirmatn,Tahoma,system-ui,sans-serif;background:#f4f5f7;margin:0;padding:16px;color:#1d1d1f}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
h1{font-size:1.2rem;margin:0 0 8px}p{line-height:1.7}.note{color:#666;font-size:.9rem}
.amount{font-size:1.4rem;font-weight:700}label{display:block;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #ccc;border-radius:8px}
.row{display:flex;gap:8px;margin-top:16px}button{flex:1;padding:12px;font-size:1rem;border:0;border-radius:8px;cursor:pointer}
.ok{background:#1b873f;color:#fff}.no{background:#e5e7eb;color:#111}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function sandboxPayPage(lang: Lang, tx: { authority: string; amount: number; description: string; status: string }): string {
  const x = TEXT[lang];
  const action = `/api/payment/sandbox/pay/${encodeURIComponent(tx.authority)}?lang=${lang}`;
  const finished = tx.status !== 'pending';
  const body = `<h1>${escapeHtml(x.title)}</h1>
<p class="note">${escapeHtml(x.note)}</p>
<p>${escapeHtml(tx.description)}</p>
<p>${escapeHtml(x.amount)}: <span class="amount" data-testid="sandbox-amount">${escapeHtml(money(tx.amount, lang))}</span> ${escapeHtml(x.rials)}</p>
<p class="note" data-testid="sandbox-toman">${escapeHtml(x.inToman.replace('{toman}', money(Math.round(tx.amount / 10), lang)))}</p>
${finished ? `<p data-testid="sandbox-done">${escapeHtml(x.done)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
${finished ? '' : `<label for="amount">${escapeHtml(x.paidAmount)}</label><input id="amount" name="amount" inputmode="numeric" value="${tx.amount}">`}
<div class="row">
<button class="ok" type="submit" name="action" value="pay" data-testid="sandbox-pay">${escapeHtml(x.pay)}</button>
<button class="no" type="submit" name="action" value="cancel" data-testid="sandbox-cancel">${escapeHtml(x.cancel)}</button>
</div>
</form>`;
  return page(lang, x.title, body);
}
