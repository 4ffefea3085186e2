import { api, buildUrl } from 'shared-lib/api';
import type { ChequeInput, OrderView, PaymentAnswer } from 'contracts/cart';

/** The shopper's order (/api/productOrder/...). */
export const orderApi = {
  get: (id: number, signal?: AbortSignal) => api<OrderView>(`/api/productOrder/${id}`, { signal }),
  retryPayment: (id: number) => api<PaymentAnswer>(`/api/productOrder/${id}/retryPayment`, { method: 'POST', body: {} }),
  submitCheque: (id: number, cheque: ChequeInput) => api<OrderView>(`/api/productOrder/${id}/cheque`, { method: 'POST', body: cheque }),
  /** the order's invoice as a PDF, in Persian or English (a plain link: the browser downloads it) */
  invoiceUrl: (id: number, lang: 'fa' | 'en') => buildUrl(`/api/productOrder/${id}/invoice.pdf`, { lang }),
};
