import { deliveryCost, type DeliveryMethod } from './delivery';
import { discountAmount, discountProblem, type DiscountCode } from './discounts';
import type { MessageCode } from '../../../lib/i18n';

export interface Totals {
  /** Σ unit price × count (consumer prices: VAT included) */
  items: number;
  /** off the items only */
  discount: number;
  delivery: number;
  vatPercent: number;
  /** the VAT contained in (items − discount + delivery): shown, never added */
  vat: number;
  /** true: `vat` is part of the amounts above (every basket and order since prices include VAT) */
  vatIncluded: boolean;
  /** bonus credit is a means of payment: it comes off last */
  bonus: number;
  payable: number;
}

export interface TotalsInput {
  itemsTotal: number;
  discount: DiscountCode | null;
  delivery: DeliveryMethod | null;
  vatPercent: number;
  /** null = not using bonus; 0 = as much as available; n = up to n Rials */
  bonusRequested: number | null;
  bonusBalance: number;
  now?: string;
}

/** The VAT a consumer amount contains at `percent` (rounded half up to whole Rials). */
export const vatContained = (amount: number, percent: number) => (percent > 0 ? Math.round((amount * percent) / (100 + percent)) : 0);

/**
 * The money of a basket or order, computed on the server only, in whole Rials. Prices are consumer
 * prices that include VAT (the Iranian norm): the product page's price is what the shopper pays per
 * unit, and the basket adds only delivery. payable = items − discount + delivery (free above the
 * method's threshold of discounted items) − bonus; `vat` is the part of that which is VAT, for the
 * receipt. A code that does not apply contributes nothing and is reported.
 */
export function computeTotals(input: TotalsInput): Totals & { discountProblem: MessageCode | null } {
  const items = input.itemsTotal;
  const problem = input.discount ? discountProblem(input.discount, items, input.now) : null;
  const discount = input.discount && !problem ? discountAmount(input.discount, items) : 0;
  const afterDiscount = items - discount;
  const delivery = items > 0 ? deliveryCost(input.delivery, afterDiscount) : 0;
  const beforeBonus = afterDiscount + delivery;
  const vat = vatContained(beforeBonus, input.vatPercent);
  const wanted = input.bonusRequested === null ? 0 : input.bonusRequested === 0 ? input.bonusBalance : Math.min(input.bonusRequested, input.bonusBalance);
  const bonus = Math.max(0, Math.min(wanted, beforeBonus));
  return { items, discount, delivery, vatPercent: input.vatPercent, vat, vatIncluded: true, bonus, payable: beforeBonus - bonus, discountProblem: problem };
}
