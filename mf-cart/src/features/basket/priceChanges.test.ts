import { mergePriceNotices } from './priceChanges';
import { cartView } from '../../test/fixtures';

describe('mergePriceNotices', () => {
  const base = cartView();
  const [co2, blanket] = base.cartItems;
  const rose = { previous: co2.price! - 100_000, current: co2.price! };

  it('takes the changes an answer reports and keeps them while the line keeps that price', () => {
    const first = mergePriceNotices({}, cartView({ cartItems: [{ ...co2, priceChange: rose }, blanket] }));
    expect(first).toEqual({ [co2.id]: rose });
    // a later answer no longer reports it (the api counts it as seen): the page keeps it
    expect(mergePriceNotices(first, base)).toBe(first);
  });

  it('drops a notice when its line goes or its price is no longer the one announced', () => {
    const kept = { [co2.id]: rose };
    expect(mergePriceNotices(kept, cartView({ cartItems: [blanket] }))).toEqual({});
    expect(mergePriceNotices(kept, cartView({ cartItems: [{ ...co2, price: co2.price! + 1 }, blanket] }))).toEqual({});
    const again = { previous: co2.price!, current: co2.price! + 50_000 };
    expect(mergePriceNotices(kept, cartView({ cartItems: [{ ...co2, price: again.current, priceChange: again }] }))).toEqual({ [co2.id]: again });
  });
});
