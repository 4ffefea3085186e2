import { placementTarget } from './placement';

describe('placementTarget (spec §4)', () => {
  const base = { productOrderId: 9, paymentId: null, paymentUrl: null };
  it('sends an online order with a payment to the bank', () => {
    expect(placementTarget({ ...base, isOnline: true, isCheque: false, paymentId: 3, paymentUrl: 'http://localhost:3000/api/payment/sandbox/pay/SBX1?test=true' })).toEqual({
      kind: 'payment',
      url: 'http://localhost:3000/api/payment/sandbox/pay/SBX1?test=true',
    });
  });
  it('sends online-and-cheque, cheque, and online without a payment to the order page', () => {
    const order = { kind: 'order', path: '/profile/accountorder/9' };
    expect(placementTarget({ ...base, isOnline: true, isCheque: true, paymentId: 3, paymentUrl: 'x' })).toEqual(order);
    expect(placementTarget({ ...base, isOnline: false, isCheque: true })).toEqual(order);
    expect(placementTarget({ ...base, isOnline: true, isCheque: false })).toEqual(order);
  });
});
