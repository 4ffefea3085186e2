import type { SessionUser } from 'contracts/auth';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
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
  /** state (mf-account): the logged-in user, or null for a guest */
  'auth:user': BusUser | null;
  /** state (mf-account): ids of the products the user likes */
  'auth:likes': number[];
  /** event (any → mf-account): like or unlike a product */
  'likes:toggle': { productId: number; liked: boolean };
  /** event (any → shell): show a toast */
  'toast:show': { message: string; variant: ToastVariant; description?: string };
}

export type Topic = keyof Topics;
const STATE_TOPICS = new Set<Topic>(['cart:count', 'auth:user', 'auth:likes']);

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
  const bus: Bus = {
    id: Math.random().toString(36).slice(2),
    publish(topic, payload) {
      if (STATE_TOPICS.has(topic)) state(topic).next({ set: true, value: payload });
      else events.next({ topic, payload });
    },
    on<T extends Topic>(topic: T): Observable<Topics[T]> {
      if (STATE_TOPICS.has(topic)) {
        return state(topic).pipe(
          filter((s) => s.set),
          map((s) => s.value as Topics[T]),
        );
      }
      return events.pipe(
        filter((e) => e.topic === topic),
        map((e) => e.payload as Topics[T]),
      );
    },
    subscribe(topic, fn) {
      const sub = bus.on(topic).subscribe(fn);
      return () => sub.unsubscribe();
    },
    current(topic) {
      const s = states.get(topic)?.value;
      return s?.set ? (s.value as Topics[typeof topic]) : undefined;
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
 * caller can tell the shopper instead of doing nothing.
 */
export function requestCartAdd(productId: number, count = 1, name?: string, timeoutMs = 2500): Promise<boolean> {
  const bus = getBus();
  const requestId = `${Date.now().toString(36)}-${(counter++).toString(36)}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, timeoutMs);
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
