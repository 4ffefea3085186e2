import { handOverTaps, keepTaps, TAPS_KEY } from './keep-taps';

let release = () => {};
afterEach(() => release());

/** A server-rendered page's markup before React: a like button, a form with its submit button, a link. */
function page() {
  document.body.innerHTML = `
    <button id="like" type="button">like</button>
    <form id="buy" action="/_form/cart" method="post"><button id="add" type="submit">add</button></form>
    <a id="link" href="/basket">basket</a>`;
  delete (window as unknown as Record<string, unknown>)[TAPS_KEY];
  release = keepTaps(document);
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

describe('a form the browser posts before the scripts ran', () => {
  it('is posted once: a second tap while its answer loads does nothing, even once the page has its handlers', () => {
    page();
    const posts: Event[] = [];
    const form = document.getElementById('buy') as HTMLFormElement;
    // the submits that reach the form (jsdom then says it cannot navigate; a browser posts)
    form.addEventListener('submit', (e) => posts.push(e));
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const add = document.getElementById('add') as HTMLButtonElement;
    add.click();
    expect(posts).toHaveLength(1);
    expect(add.getAttribute('aria-busy')).toBe('true');
    add.click();
    handOverTaps(window);
    add.click();
    expect(posts).toHaveLength(1);
    quiet.mockRestore();
  });

  it('a page that handles its forms itself (hydrated, its handler stopped the post) keeps posting them', () => {
    page();
    const form = document.getElementById('buy') as HTMLFormElement;
    const handled = jest.fn((e: Event) => e.preventDefault());
    handOverTaps(window);
    form.addEventListener('submit', handled);
    document.getElementById('add')!.click();
    document.getElementById('add')!.click();
    expect(handled).toHaveBeenCalledTimes(2);
  });
});
