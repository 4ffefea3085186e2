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

describe('an enhanced form (the buy box) before its part is live (issue 33)', () => {
  /** The buy box as the server wrote it: its form sent as JSON by the page, its words for the answer. */
  function buyBox(answer: unknown, status = 200) {
    document.body.innerHTML = `
      <div id="root">
        <form id="buy" action="/_form/cart" method="post" data-enhance="json" data-added="Added to your basket (1)" data-basket-href="/en/basket" data-basket-label="View basket">
          <input type="hidden" name="productId" value="3"><input type="hidden" name="change" value="1">
          <button id="more" type="button">+</button>
          <button id="add" type="submit">add</button>
        </form>
      </div>`;
    delete (window as unknown as Record<string, unknown>)[TAPS_KEY];
    const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => ({ status, json: async () => answer }));
    (window as unknown as { fetch: unknown }).fetch = fetchMock;
    release = keepTaps(document);
    return fetchMock;
  }
  const keeper = () => (window as unknown as Record<string, { live(f: HTMLFormElement): Promise<unknown> | null }>)[TAPS_KEY];
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it('is sent once as JSON, its events never reach the page’s (React’s) listeners, and the answer shows in a note', async () => {
    const fetchMock = buyBox({ form: 'cart', ok: true, productId: 3, change: 1, itemCount: 1 });
    const root = document.getElementById('root')!;
    const reactSaw = jest.fn();
    for (const type of ['pointerdown', 'click', 'submit']) root.addEventListener(type, reactSaw, true);
    handOverTaps(window);
    const add = document.getElementById('add')!;
    add.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    add.click();
    add.click();
    expect(reactSaw).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toMatch(/\/_form\/cart$/);
    expect((init.headers as Record<string, string>).accept).toBe('application/json');
    expect(String(init.body)).toBe('productId=3&change=1');
    expect(add.getAttribute('aria-busy')).toBe('true');
    await flush();
    await flush();
    const note = document.querySelector('[data-testid="cart-added"]')!;
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toBe('Added to your basket (1)View basket');
    expect(note.querySelector('a')!.getAttribute('href')).toBe('/en/basket');
    expect(add.hasAttribute('aria-busy')).toBe(false);
  });

  it('a refusal shows the server’s words as an alert', async () => {
    buyBox({ form: 'cart', ok: false, productId: 3, change: 1, messages: ['Only 2 left'] }, 422);
    handOverTaps(window);
    document.getElementById('add')!.click();
    await flush();
    await flush();
    const note = document.querySelector('[data-testid="cart-add-error"]')!;
    expect(note.getAttribute('role')).toBe('alert');
    expect(note.textContent).toBe('Only 2 left');
  });

  it('once live, the part gets the answer under way, the held quantity tap, and every later event', async () => {
    buyBox({ form: 'cart', ok: true, productId: 3, change: 1, itemCount: 1 });
    handOverTaps(window);
    const form = document.getElementById('buy') as HTMLFormElement;
    const more = document.getElementById('more')!;
    const late = jest.fn();
    more.click();
    more.addEventListener('click', late);
    await flush();
    // React listens already, but the form is not live: the quantity tap is still held
    expect(late).not.toHaveBeenCalled();
    document.getElementById('add')!.click();
    const handed = keeper().live(form);
    expect(handed).not.toBeNull();
    await expect(handed).resolves.toMatchObject({ ok: true, itemCount: 1 });
    await flush();
    expect(late).toHaveBeenCalledTimes(1);
    // the part shows the answer itself: no note
    expect(document.querySelector('[data-testid="cart-added"]')).toBeNull();
    const submitted = jest.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    document.getElementById('add')!.click();
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
