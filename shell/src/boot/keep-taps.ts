/**
 * Taps on a server-rendered page before React has taken it over (issue 33: no tap lost, none doubled). Links and a
 * form's submit buttons work without scripts; any other button (like, quantity, a menu) does nothing
 * until the page's code has run, which on a slow phone is seconds after the button was drawn. Kept from
 * the first paint: such a tap is held (the button says it is busy), and once React listens on the page
 * (`handOver`, called just before hydration: from then on React itself replays a tap on a part it has
 * not hydrated yet) each held button is clicked again, once, in the order tapped.
 */
export const TAPS_KEY = '__FIRE_SHOP_TAPS__';

interface Keeper {
  handOver(): void;
}
type W = Window & { [TAPS_KEY]?: Keeper };

/** Starts holding taps on `doc` (the boot module, inline in the page); returns what stops it all (tests). */
export function keepTaps(doc: Document = document): () => void {
  const win = doc.defaultView as W | null;
  if (!win || win[TAPS_KEY]) return () => {};
  const held: HTMLButtonElement[] = [];
  const hold = (e: Event) => {
    const target = e.target as Element | null;
    const button = target?.closest?.('button') as HTMLButtonElement | null;
    // a form's submit button posts the form without scripts; a disabled one does nothing anyway
    if (!button || button.disabled || (button.type === 'submit' && button.form)) return;
    e.preventDefault();
    e.stopPropagation();
    if (held.indexOf(button) < 0) {
      held.push(button);
      button.setAttribute('aria-busy', 'true');
    }
  };
  doc.addEventListener('click', hold, true);
  // a form the browser is posting (a tap before the scripts ran: the page is on its way) is posted once:
  // a second tap while the answer loads would post it again, and a hydrated page would add it again
  let posting = false;
  const isPost = (e: Event) => String((e.target as HTMLFormElement).method).toLowerCase() === 'post';
  // first, on the way down: a post already under way stops this one before any handler sees it
  const postOnce = (e: Event) => {
    if (!posting || !isPost(e)) return;
    e.preventDefault();
    e.stopPropagation();
  };
  // last, on the way up: no handler took the post over (the page's scripts have not run), so the browser posts it
  const posted = (e: Event) => {
    if (e.defaultPrevented || !isPost(e)) return;
    posting = true;
    const button = (e as SubmitEvent).submitter;
    if (button) {
      button.setAttribute('aria-busy', 'true');
      button.style.opacity = '0.7';
    }
  };
  doc.addEventListener('submit', postOnce, true);
  doc.addEventListener('submit', posted);
  // back to this page from the browser's history cache: the post is long done
  const shown = (e: Event) => {
    if ((e as PageTransitionEvent).persisted) posting = false;
  };
  win.addEventListener('pageshow', shown);
  win[TAPS_KEY] = {
    handOver() {
      doc.removeEventListener('click', hold, true);
      // after the commit that hydrates (a task later): then each held button gets its click
      setTimeout(() => {
        for (const b of held.splice(0)) {
          b.removeAttribute('aria-busy');
          if (b.isConnected && !b.disabled) b.click();
        }
      }, 0);
    },
  };
  return () => {
    doc.removeEventListener('click', hold, true);
    doc.removeEventListener('submit', postOnce, true);
    doc.removeEventListener('submit', posted);
    win.removeEventListener('pageshow', shown);
    delete win[TAPS_KEY];
  };
}

/** Called by the page's code just before React takes the page over (shell/src/bootstrap.tsx). */
export function handOverTaps(win: Window = window): void {
  (win as W)[TAPS_KEY]?.handOver();
}
