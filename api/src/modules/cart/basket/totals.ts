import { deliveryCost, type DeliveryMethod } from './delivery';
import { discountAmount, discountProblem, type DiscountCode } from './discounts';

export interface Totals {
  /** Σ unit price × count */
  items: number;
  /** off the items only */
  discount: number;
  delivery: number;
  vatPercent: number;
  /** on (items − discount + delivery) */
  vat: number;
  /** bonus credit is a means of payment: it comes off after VAT */
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

/**
 * The money of a basket or order, computed on the server only, in whole Rials:
 * items − discount + delivery (free above the method's threshold of discounted items) + VAT
 * (rounded half up) − bonus. A code that does not apply contributes nothing and is reported.
 */
export function computeTotals(input: TotalsInput): Totals & { discountProblem: string | null } {
  const items = input.itemsTotal;
  const problem = input.discount ? discountProblem(input.discount, items, input.now) : null;
  const discount = input.discount && !problem ? discountAmount(input.discount, items) : 0;
  const afterDiscount = items - discount;
  const delivery = items > 0 ? deliveryCost(input.delivery, afterDiscount) : 0;
  const taxable = afterDiscount + delivery;
  const vat = Math.round((taxable * input.vatPercent) / 100);
  const beforeBonus = taxable + vat;
  const wanted = input.bonusRequested === null ? 0 : input.bonusRequested === 0 ? input.bonusBalance : Math.min(input.bonusRequested, input.bonusBalance);
  const bonus = Math.max(0, Math.min(wanted, beforeBonus));
  return { items, discount, delivery, vatPercent: input.vatPercent, vat, bonus, payable: beforeBonus - bonus, discountProblem: problem };
}
