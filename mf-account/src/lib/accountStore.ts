import { useSyncExternalStore } from 'react';
import { getBus, toast, type BusUser } from 'shared-lib/bus';
import { ApiError } from 'shared-lib/api';
import { invalidateResource } from 'shared-lib/data';
import type { SessionUser, User } from 'contracts/auth';
import { authApi } from '../api/auth';
import { LIKED_PRODUCTS_KEY, likesApi } from '../api/likes';
import { ORDERS_KEY } from '../api/orders';

/**
 * The account's state for the whole page, shared by every mf-account component and published on
 * the bus for the other remotes: `auth:user` (at start, login, logout, profile change) and
 * `auth:likes`. It also serves `likes:toggle` requests from other remotes (the catalogue's heart
 * buttons). One instance per page (kept on globalThis): exposes mounted several times, or in two
 * chunks, still share it.
 */
export interface AccountState {
  /** undefined while unknown (first load), null for a guest */
  user: User | null | undefined;
  likes: number[];
}

export interface GuestLikeHandler {
  /** the shopper must log in first: typically remember the page and go to /loginRegister */
  (productId: number): void;
}

export class AccountStore {
  private state: AccountState = { user: undefined, likes: [] };
  private listeners = new Set<() => void>();
  private started: Promise<void> | null = null;
  private guestHandlers: GuestLikeHandler[] = [];
  /** messages for toasts, in the page's language (set by the mounted components) */
  messages = { loginToLike: 'Log in to like products.', likeFailed: 'Something went wrong' };
  private unsubscribeToggle: (() => void) | null = null;

  getState = (): AccountState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<AccountState>) {
    this.state = { ...this.state, ...next };
    this.listeners.forEach((l) => l());
  }

  /** Loads the user and their likes once per page and starts serving likes:toggle. */
  start(): Promise<void> {
    if (this.started) return this.started;
    this.unsubscribeToggle = getBus().subscribe('likes:toggle', ({ productId, liked }) => void this.toggleLike(productId, liked));
    this.started = (async () => {
      let user: User | null = null;
      try {
        user = await authApi.user();
      } catch {
        // the api is unreachable: behave as for a guest; the next page load asks again
        user = null;
      }
      await this.applyUser(user);
    })();
    return this.started;
  }

  /** After login, logout or a profile change: publishes auth:user and reloads the likes. */
  async setUser(user: User | null): Promise<void> {
    const changedAccount = user?.id !== this.state.user?.id;
    if (changedAccount) {
      // what the previous account saw must not leak into the next one's pages
      invalidateResource(ORDERS_KEY);
      invalidateResource(LIKED_PRODUCTS_KEY);
    }
    if (!this.started) this.started = Promise.resolve();
    await this.applyUser(user, changedAccount);
  }

  private async applyUser(user: User | null, reloadLikes = true) {
    this.set({ user });
    getBus().publish('auth:user', user ? toBusUser(user) : null);
    if (!reloadLikes) return;
    let likes: number[] = [];
    if (user) {
      try {
        likes = await likesApi.ids();
      } catch {
        likes = [];
      }
    }
    this.setLikes(likes);
  }

  private setLikes(likes: number[]) {
    this.set({ likes });
    getBus().publish('auth:likes', likes);
  }

  /** Called by the mounted widget/pages: what to do when a guest asks to like something. */
  onGuestLike(handler: GuestLikeHandler): () => void {
    this.guestHandlers.push(handler);
    return () => {
      this.guestHandlers = this.guestHandlers.filter((h) => h !== handler);
    };
  }

  /**
   * Likes or unlikes for the logged-in shopper, optimistically: the heart changes at once, the
   * server's answer then sets the list, and a failure puts it back with a red toast.
   */
  async toggleLike(productId: number, liked: boolean): Promise<void> {
    await this.start();
    if (!this.state.user) {
      toast(this.messages.loginToLike, 'info');
      this.guestHandlers.at(-1)?.(productId);
      return;
    }
    const before = this.state.likes;
    const optimistic = liked ? [productId, ...before.filter((id) => id !== productId)] : before.filter((id) => id !== productId);
    this.setLikes(optimistic);
    try {
      const server = liked ? await likesApi.like(productId) : await likesApi.unlike(productId);
      this.setLikes(server);
      invalidateResource(LIKED_PRODUCTS_KEY);
    } catch (err) {
      this.setLikes(before);
      const messages = err instanceof ApiError && err.messages.length ? err.messages : [this.messages.likeFailed];
      messages.forEach((m) => toast(m, 'error'));
    }
  }

  /** For tests. */
  reset(): void {
    this.unsubscribeToggle?.();
    this.unsubscribeToggle = null;
    this.state = { user: undefined, likes: [] };
    this.started = null;
    this.guestHandlers = [];
    this.listeners.forEach((l) => l());
  }
}

/** The bus carries the session's user only (no createdAt). */
export const toBusUser = (u: User): BusUser & SessionUser => ({ id: u.id, mobile: u.mobile, fullName: u.fullName, hasPassword: u.hasPassword });

const KEY = '__FIRE_SHOP_ACCOUNT__';
type Holder = { [KEY]?: AccountStore };

export function getAccountStore(): AccountStore {
  const g = globalThis as Holder;
  g[KEY] ??= new AccountStore();
  return g[KEY];
}

/** The account state in a component, re-rendered on change. */
export function useAccount(): AccountState {
  const store = getAccountStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
