/** Counts loads in flight (remote modules) so the loading bar knows when a navigation has settled. */
type Listener = () => void;
let count = 0;
const idle = new Set<Listener>();

export const pendingLoads = {
  track<T>(p: Promise<T>): Promise<T> {
    count++;
    const done = () => {
      count--;
      if (count === 0) [...idle].forEach((l) => l());
    };
    p.then(done, done);
    return p;
  },
  onIdle(l: Listener): () => void {
    idle.add(l);
    if (count === 0) queueMicrotask(() => idle.has(l) && l());
    return () => idle.delete(l);
  },
  get count() {
    return count;
  },
};
