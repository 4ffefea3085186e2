import type { SessionUser } from 'contracts/auth';
import { BehaviorSubject, Observable, Subject } from 'rxjs';
import { filter, map } from 'rxjs/operators';

/**
 * The page's event bus. Topics are namespaced strings owned by one team each. State topics
 * replay their last value, so a remote that loads late still sees the cart count and the user.
 * One bus per page: even if two builds of shared-lib are loaded, both use the instance kept on
 * globalThis.
 */
/** The signed-in shopper on the bus: the api's session user (contracts/auth), not a copy of it. */
export type BusUser = SessionUser;

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface Topics {
  /** state (mf-cart): number of items in the basket */
  'cart:count': number;
  /** event (any → mf-cart): please add this product; mf-cart acknowledges with cart:add-ack */
  'cart:add': { requestId: string; productId: number; count: number; name?: string };
  /** event (mf-cart): the cart:add with this requestId was received */
  'cart:add-ack': { requestId: string };
  /** event (mf-cart): a product was added */
  'cart:item-added': { productId: number; count: number };
  /** event (mf-cart): the cart:add with this requestId could not be made (the shopper was told why) */
  'cart:add-failed': { requestId: string; productId: number };
  /** state (mf-account): the logged-in user, or null for a guest */
  'auth:user': BusUser | null;
  /** state (mf-account): ids of the products the user likes */
  'auth:likes': number[];
  /** event (any → mf-account): like or unlike a product */
  'likes:toggle': { productId: number; liked: boolean };
  /** event (any → shell): show a toast */
  'toast:show': { message: string; variant: ToastVariant; description?: string };
  /** event (the bus → shell): a request on `topic` waits for its server's code (the shell starts it) */
  'bus:waiting': { topic: Topic };
}

export type Topic = keyof Topics;
const STATE_TOPICS = new Set<Topic>(['cart:count', 'auth:user', 'auth:likes']);
/**
 * Requests to the one team that serves them. The serving remote's code may still be on its way when
 * a request is made (the shell loads the header's widgets at the shopper's first interaction, and
 * that interaction may be the tap that asks): a request published while nothing serves its topic is
 * kept, for at most REQUEST_QUEUE_MS, and handed to the first subscriber; `bus:waiting` tells the
 * shell, which starts that code. Later ones go live.
 */
const REQUEST_TOPICS = new Set<Topic>(['cart:add', 'likes:toggle']);
/** How long a request waits for its server's code, ms. */
export const REQUEST_QUEUE_MS = 10_000;

interface Envelope {
  topic: Topic;
  payload: unknown;
}

export interface Bus {
  publish<T extends Topic>(topic: T, payload: Topics[T]): void;
  /** Observable of a topic; state topics emit their current value first when they have one. */
  on<T extends Topic>(topic: T): Observable<Topics[T]>;
  /** Convenience: subscribe and get an unsubscribe function (for useEffect cleanups). */
  subscribe<T extends Topic>(topic: T, fn: (payload: Topics[T]) => void): () => void;
  /** Current value of a state topic, if any. */
  current<T extends Topic>(topic: T): Topics[T] | undefined;
  /** Whether a request topic's server is subscribed now (its code is running); false for other topics. */
  handled(topic: Topic): boolean;
  readonly id: string;
}

function createBus(): Bus {
  const events = new Subject<Envelope>();
  const states = new Map<Topic, BehaviorSubject<{ set: boolean; value: unknown }>>();
  const state = (topic: Topic) => {
    let s = states.get(topic);
    if (!s) {
      s = new BehaviorSubject<{ set: boolean; value: unknown }>({ set: false, value: undefined });
      states.set(topic, s);
    }
    return s;
  };
  const handlers = new Map<Topic, number>();
  const waiting = new Map<Topic, Array<{ payload: unknown; until: number }>>();
  const bus: Bus = {
    id: Math.random().toString(36).slice(2),
    publish(topic, payload) {
      if (STATE_TOPICS.has(topic)) state(topic).next({ set: true, value: payload });
      else if (REQUEST_TOPICS.has(topic) && !bus.handled(topic)) {
        const queue = waiting.get(topic) ?? [];
        queue.push({ payload, until: Date.now() + REQUEST_QUEUE_MS });
        waiting.set(topic, queue);
        events.next({ topic: 'bus:waiting', payload: { topic } });
      } else events.next({ topic, payload });
    },
    on<T extends Topic>(topic: T): Observable<Topics[T]> {
      if (STATE_TOPICS.has(topic)) {
        return state(topic).pipe(
          filter((s) => s.set),
          map((s) => s.value as Topics[T]),
        );
      }
      const live = events.pipe(
        filter((e) => e.topic === topic),
        map((e) => e.payload as Topics[T]),
      );
      if (!REQUEST_TOPICS.has(topic)) return live;
      return new Observable<Topics[T]>((subscriber) => {
        handlers.set(topic, (handlers.get(topic) ?? 0) + 1);
        const inner = live.subscribe(subscriber);
        const queued = waiting.get(topic) ?? [];
        waiting.delete(topic);
        const now = Date.now();
        for (const q of queued) if (q.until >= now) subscriber.next(q.payload as Topics[T]);
        return () => {
          handlers.set(topic, (handlers.get(topic) ?? 1) - 1);
          inner.unsubscribe();
        };
      });
    },
    subscribe(topic, fn) {
      const sub = bus.on(topic).subscribe(fn);
      return () => sub.unsubscribe();
    },
    current(topic) {
      const s = states.get(topic)?.value;
      return s?.set ? (s.value as Topics[typeof topic]) : undefined;
    },
    handled(topic) {
      return (handlers.get(topic) ?? 0) > 0;
    },
  };
  return bus;
}

const KEY = '__FIRE_SHOP_BUS__';
type Holder = { [KEY]?: Bus };

/** The page's single bus (created on first use). */
export function getBus(): Bus {
  const g = globalThis as Holder;
  if (!g[KEY]) g[KEY] = createBus();
  return g[KEY];
}

/** For tests: forget the page's bus. */
export function resetBusForTests(): void {
  delete (globalThis as Holder)[KEY];
}

let counter = 0;
/**
 * Asks mf-cart to add a product. Resolves true when mf-cart acknowledged the request within
 * `timeoutMs`, false when nothing answered (for instance because mf-cart is down), so the
 * caller can tell the shopper instead of doing nothing. While mf-cart's code is still loading
 * the request waits for it (REQUEST_QUEUE_MS) before those `timeoutMs` start; a request it never
 * received is dropped with the wait, so a false answer always means nothing was added (offline
 * without mf-cart's code, false at once).
 */
export function requestCartAdd(productId: number, count = 1, name?: string, timeoutMs = 2500): Promise<boolean> {
  const bus = getBus();
  const requestId = `${Date.now().toString(36)}-${(counter++).toString(36)}`;
  const handled = bus.handled('cart:add');
  // offline with mf-cart's code not here: it cannot come, and the add could not be made anyway
  if (!handled && globalThis.navigator?.onLine === false) return Promise.resolve(false);
  const wait = handled ? timeoutMs : REQUEST_QUEUE_MS + timeoutMs;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, wait);
    const unsubscribe = bus.subscribe('cart:add-ack', (ack) => {
      if (ack.requestId !== requestId) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(true);
    });
    bus.publish('cart:add', { requestId, productId, count, name });
  });
}

/** Shows a toast through the shell. */
export function toast(message: string, variant: ToastVariant = 'info', description?: string): void {
  getBus().publish('toast:show', { message, variant, description });
}
