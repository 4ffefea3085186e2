/**
 * Free of TypeBox: the storefront imports this file by value (a list of names, nothing else).
 *
 * Iran's banks and credit institutions that issue cheque books (Sayad cheques), with their Persian
 * and English names, in Persian alphabetical order. The cheque form offers them as a list and sends
 * the bank's Persian name (what the shop's staff read) as the cheque's `bankName`; the api still
 * accepts any text there, as older clients sent free text (`bankDisplayName` shows either).
 */
export interface IranBank {
  /** stable code */
  code: string;
  fa: string;
  en: string;
}

export const IRAN_BANKS: readonly IranBank[] = [
  { code: 'ayandeh', fa: 'بانک آینده', en: 'Ayandeh Bank' },
  { code: 'eghtesad-novin', fa: 'بانک اقتصاد نوین', en: 'Eghtesad Novin Bank' },
  { code: 'iran-zamin', fa: 'بانک ایران زمین', en: 'Iran Zamin Bank' },
  { code: 'parsian', fa: 'بانک پارسیان', en: 'Parsian Bank' },
  { code: 'pasargad', fa: 'بانک پاسارگاد', en: 'Bank Pasargad' },
  { code: 'tejarat', fa: 'بانک تجارت', en: 'Tejarat Bank' },
  { code: 'tosee-taavon', fa: 'بانک توسعه تعاون', en: 'Tose’e Ta’avon Bank' },
  { code: 'tosee-saderat', fa: 'بانک توسعه صادرات ایران', en: 'Export Development Bank of Iran' },
  { code: 'khavarmianeh', fa: 'بانک خاورمیانه', en: 'Middle East Bank' },
  { code: 'dey', fa: 'بانک دی', en: 'Dey Bank' },
  { code: 'refah', fa: 'بانک رفاه کارگران', en: 'Refah Kargaran Bank' },
  { code: 'saman', fa: 'بانک سامان', en: 'Saman Bank' },
  { code: 'sepah', fa: 'بانک سپه', en: 'Bank Sepah' },
  { code: 'sarmayeh', fa: 'بانک سرمایه', en: 'Sarmayeh Bank' },
  { code: 'sina', fa: 'بانک سینا', en: 'Sina Bank' },
  { code: 'shahr', fa: 'بانک شهر', en: 'Shahr Bank' },
  { code: 'saderat', fa: 'بانک صادرات ایران', en: 'Bank Saderat Iran' },
  { code: 'sanat-madan', fa: 'بانک صنعت و معدن', en: 'Bank of Industry and Mine' },
  { code: 'resalat', fa: 'بانک قرض‌الحسنه رسالت', en: 'Resalat Bank' },
  { code: 'mehr-iran', fa: 'بانک قرض‌الحسنه مهر ایران', en: 'Mehr Iran Bank' },
  { code: 'karafarin', fa: 'بانک کارآفرین', en: 'Karafarin Bank' },
  { code: 'keshavarzi', fa: 'بانک کشاورزی', en: 'Bank Keshavarzi Iran' },
  { code: 'gardeshgari', fa: 'بانک گردشگری', en: 'Tourism Bank' },
  { code: 'maskan', fa: 'بانک مسکن', en: 'Bank Maskan' },
  { code: 'mellat', fa: 'بانک ملت', en: 'Bank Mellat' },
  { code: 'melli', fa: 'بانک ملی ایران', en: 'Bank Melli Iran' },
  { code: 'post-bank', fa: 'پست بانک ایران', en: 'Post Bank of Iran' },
  { code: 'tosee', fa: 'مؤسسه اعتباری توسعه', en: 'Tose’e Credit Institution' },
  { code: 'melal', fa: 'مؤسسه اعتباری ملل', en: 'Melal Credit Institution' },
];

/** The words a name is known by, without "bank", "Iran" and the like ("بانک ملی ایران", "Melli", "ملی" → "ملی"). */
const COMMON_WORDS = new Set(['بانک', 'ایران', 'bank', 'iran', 'of']);
const key = (s: string) =>
  s
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[\u200c\s]+/g, ' ')
    .replace(/[’']/g, '')
    .trim()
    .toLowerCase()
    .split(' ')
    .filter((w) => w && !COMMON_WORDS.has(w))
    .join(' ');

/** The bank a cheque's `bankName` names: its code, its Persian or English name, or the short name typed before the list existed. */
export function findBank(value: string | null | undefined): IranBank | undefined {
  const k = key(value ?? '');
  if (!k) return undefined;
  return IRAN_BANKS.find((b) => b.code === k || key(b.fa) === k || key(b.en) === k);
}

/** A cheque's bank as the page's language writes it; text that names no bank of the list is shown as typed. */
export function bankDisplayName(value: string, locale: string): string {
  const bank = findBank(value);
  return bank ? (locale === 'fa' ? bank.fa : bank.en) : value;
}
