import { handOverTaps, keepTaps, TAPS_KEY } from './keep-taps';

/** A server-rendered page's markup before React: a like button, a form with its submit button, a link. */
function page() {
  document.body.innerHTML = `
    <button id="like" type="button">like</button>
    <form id="buy" action="/_form/cart" method="post"><button id="add" type="submit">add</button></form>
    <a id="link" href="/basket">basket</a>`;
  delete (window as unknown as Record<string, unknown>)[TAPS_KEY];
  keepTaps(document);
}

describe('taps before React takes the page over', () => {
  afterEach(() => jest.useRealTimers());

  it('a button tapped before hydration says it is busy, and is clicked once when React listens', () => {
    jest.useFakeTimers();
    page();
    const like = document.getElementById('like') as HTMLButtonElement;
    const late = jest.fn();
    like.click();
    like.click();
    expect(like.getAttribute('aria-busy')).toBe('true');
    // React's handler arrives with the page's code
    like.addEventListener('click', late);
    expect(late).not.toHaveBeenCalled();
    handOverTaps(window);
    jest.runAllTimers();
    expect(late).toHaveBeenCalledTimes(1);
    expect(like.hasAttribute('aria-busy')).toBe(false);
    // from then on taps reach the page's handlers directly
    like.click();
    expect(late).toHaveBeenCalledTimes(2);
  });

  it('leaves a form’s submit button and a link to the browser (they work without scripts)', () => {
    page();
    const submitted = jest.fn((e: Event) => e.preventDefault());
    document.getElementById('buy')!.addEventListener('submit', submitted);
    document.getElementById('add')!.click();
    expect(submitted).toHaveBeenCalledTimes(1);
    const followed = jest.fn((e: Event) => e.preventDefault());
    document.getElementById('link')!.addEventListener('click', followed);
    document.getElementById('link')!.click();
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('a button gone by then (its part re-rendered) is not clicked', () => {
    jest.useFakeTimers();
    page();
    const like = document.getElementById('like') as HTMLButtonElement;
    like.click();
    const late = jest.fn();
    like.addEventListener('click', late);
    like.remove();
    handOverTaps(window);
    jest.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });
});
