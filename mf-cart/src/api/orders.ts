import { api, buildUrl } from 'shared-lib/api';
import type { ChequeInput, ChequePayee, OrderView, PaymentAnswer } from 'contracts/cart';

/** The shopper's order (/api/productOrder/...). */
export const orderApi = {
  get: (id: number, signal?: AbortSignal) => api<OrderView>(`/api/productOrder/${id}`, { signal }),
  retryPayment: (id: number) => api<PaymentAnswer>(`/api/productOrder/${id}/retryPayment`, { method: 'POST', body: {} }),
  submitCheque: (id: number, cheque: ChequeInput) => api<OrderView>(`/api/productOrder/${id}/cheque`, { method: 'POST', body: cheque }),
  /** who cheques are made out to (the shop's legal name, national id and account) */
  chequePayee: (signal?: AbortSignal) => api<ChequePayee>('/api/productOrder/chequePayee', { signal }),
  /** the order's invoice as a PDF, in Persian or English (a plain link: the browser downloads it) */
  invoiceUrl: (id: number, lang: 'fa' | 'en') => buildUrl(`/api/productOrder/${id}/invoice.pdf`, { lang }),
};
