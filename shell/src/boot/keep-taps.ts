/**
 * Taps on a server-rendered page before React has taken it over (issue 33: no tap lost, none doubled). Links and a
 * form's submit buttons work without scripts; any other button (like, quantity, a menu) does nothing
 * until the page's code has run, which on a slow phone is seconds after the button was drawn. Kept from
 * the first paint: such a tap is held (the button says it is busy), and once React listens on the page
 * (`handOver`, called just before hydration: from then on React itself replays a tap on a part it has
 * not hydrated yet) each held button is clicked again, once, in the order tapped.
 */
export const TAPS_KEY = '__FIRE_SHOP_TAPS__';

/**
 * Forms the page sends itself once their part is live (`data-enhance="json"`: the buy box's add to
 * cart). Until the part's code has hydrated it and marked it `data-live` (shared-lib/data's
 * takeOverForm), this module sends such a form itself, as JSON, and shows the server's answer in a
 * note of its own outside React's markup: the add is confirmed one round trip after the tap, whatever
 * the page's code is still doing. Before, a tap there while the page hydrated either posted the page
 * (a reload) or, once React listened, made React hydrate everything up to the button at once, in the
 * tap's own task (0.4-1.0 s of a 4x-throttled phone's main thread, traced; issue 33). The tap's events
 * therefore go no further than this module while the form waits (React never sees them), and a
 * button inside it (the quantity) is held until the form is live.
 */
const ENHANCED = 'form[data-enhance="json"]';
/** React's events that make it hydrate the part under them at once (its "discrete" events). */
const DISCRETE = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click', 'keydown', 'keyup', 'input', 'change'] as const;

/** The server's answer to a form sent as JSON (shell/server/forms.mjs), as far as this module reads it. */
export interface EarlyAnswer {
  ok: boolean;
  messages?: string[];
}

interface Keeper {
  handOver(): void;
  /** The form's part is live: its held taps are clicked, and the answer of a send under way is handed over. */
  live(form: HTMLFormElement): Promise<EarlyAnswer | null> | null;
}
type W = Window & { [TAPS_KEY]?: Keeper };

/** Starts holding taps on `doc` (the boot module, inline in the page); returns what stops it all (tests). */
export function keepTaps(doc: Document = document): () => void {
  const win = doc.defaultView as W | null;
  if (!win || win[TAPS_KEY]) return () => {};
  const held: HTMLButtonElement[] = [];
  let handedOver = false;
  /** The enhanced form the event's target belongs to, while it waits for its part to be live. */
  const waitingForm = (target: EventTarget | null): HTMLFormElement | null => {
    const el = target as Element | null;
    const control = el?.closest?.('button, input, select, textarea') as HTMLButtonElement | null;
    const form = control?.form ?? (el?.closest?.('form') as HTMLFormElement | null) ?? null;
    return form && form.matches(ENHANCED) && !form.hasAttribute('data-live') ? form : null;
  };
  const hold = (e: Event) => {
    const target = e.target as Element | null;
    const button = target?.closest?.('button') as HTMLButtonElement | null;
    // a form's submit button posts the form without scripts; a disabled one does nothing anyway
    if (!button || button.disabled || (button.type === 'submit' && button.form)) return;
    // once React listens, only the buttons of a form still waiting for its part are held
    if (handedOver && !waitingForm(button)) return;
    e.preventDefault();
    e.stopPropagation();
    if (held.indexOf(button) < 0) {
      held.push(button);
      button.setAttribute('aria-busy', 'true');
    }
  };
  doc.addEventListener('click', hold, true);
  // a waiting form's events stop here (after `hold`): React would hydrate up to them at once
  const shield = (e: Event) => {
    if (waitingForm(e.target)) e.stopPropagation();
  };
  for (const type of DISCRETE) doc.addEventListener(type, shield, true);
  // a waiting form sent: this module sends it as JSON and shows the answer (or, unanswered, lets the browser post it)
  const sends = new Map<HTMLFormElement, Promise<EarlyAnswer | null>>();
  const sendEarly = (e: Event) => {
    const form = e.target as HTMLFormElement;
    if (!form.matches?.(ENHANCED) || form.hasAttribute('data-live')) return;
    e.preventDefault();
    e.stopPropagation();
    if (sends.has(form)) return;
    const button = (e as SubmitEvent).submitter;
    button?.setAttribute('aria-busy', 'true');
    const sent = win
      .fetch(form.action, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        credentials: 'same-origin',
      })
      .then((res) => (res.status === 200 || res.status === 422 ? (res.json() as Promise<EarlyAnswer>) : null))
      .catch(() => null)
      .then((answer) => {
        button?.removeAttribute('aria-busy');
        sends.delete(form);
        if (form.hasAttribute('data-live')) return answer;
        // not answered (offline, the server down): the browser posts it, as without scripts
        if (!answer) HTMLFormElement.prototype.submit.call(form);
        else showNote(doc, form, answer);
        return answer;
      });
    sends.set(form, sent);
  };
  doc.addEventListener('submit', sendEarly, true);
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
      handedOver = true;
      // after the commit that hydrates (a task later): then each held button gets its click (but those of
      // a form still waiting for its part: when it is live)
      setTimeout(() => replay((b) => !waitingForm(b)), 0);
    },
    live(form) {
      form.setAttribute('data-live', '');
      doc.getElementById(NOTE_ID)?.remove();
      setTimeout(() => replay((b) => b.form === form || form.contains(b)), 0);
      return sends.get(form) ?? null;
    },
  };
  const replay = (which: (b: HTMLButtonElement) => boolean) => {
    for (const b of held.filter(which)) {
      held.splice(held.indexOf(b), 1);
      b.removeAttribute('aria-busy');
      if (b.isConnected && !b.disabled) b.click();
    }
  };
  return () => {
    doc.removeEventListener('click', hold, true);
    for (const type of DISCRETE) doc.removeEventListener(type, shield, true);
    doc.removeEventListener('submit', sendEarly, true);
    doc.getElementById(NOTE_ID)?.remove();
    doc.removeEventListener('submit', postOnce, true);
    doc.removeEventListener('submit', posted);
    win.removeEventListener('pageshow', shown);
    delete win[TAPS_KEY];
  };
}

const NOTE_ID = 'early-form-note';
/**
 * The answer to a form this module sent, in a note fixed above the phone's bottom bars, outside React's
 * markup (so hydration finds the page as the server wrote it): the words come from the form itself,
 * written by the server in the page's language (data-added, data-basket-href, data-basket-label) or the
 * server's own message. White on the palette's green or red (AA). The form's part, once live, takes
 * the answer over and removes the note (Keeper.live).
 */
function showNote(doc: Document, form: HTMLFormElement, answer: EarlyAnswer): void {
  doc.getElementById(NOTE_ID)?.remove();
  const note = doc.createElement('div');
  note.id = NOTE_ID;
  note.setAttribute('role', answer.ok ? 'status' : 'alert');
  note.setAttribute('data-testid', answer.ok ? 'cart-added' : 'cart-add-error');
  note.style.cssText = `position:fixed;inset-inline:8px;bottom:calc(128px + env(safe-area-inset-bottom));z-index:1400;display:flex;gap:12px;align-items:center;justify-content:space-between;padding:12px 16px;border-radius:10px;box-shadow:0 4px 16px rgba(0,0,0,.3);color:#fff;font-weight:700;background:${answer.ok ? '#2E7D32' : '#C62828'}`;
  const words = doc.createElement('span');
  words.textContent = answer.ok ? (form.dataset.added ?? '') : (answer.messages ?? []).join(' ');
  note.append(words);
  if (answer.ok && form.dataset.basketHref) {
    const link = doc.createElement('a');
    link.href = form.dataset.basketHref;
    link.textContent = form.dataset.basketLabel ?? '';
    link.style.cssText = 'color:#fff;white-space:nowrap;text-decoration:underline';
    note.append(link);
  }
  doc.body.append(note);
}

/** Called by the page's code just before React takes the page over (shell/src/bootstrap.tsx). */
export function handOverTaps(win: Window = window): void {
  (win as W)[TAPS_KEY]?.handOver();
}
