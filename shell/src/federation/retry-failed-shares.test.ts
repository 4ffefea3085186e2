import retryFailedShares from '../../../scripts/webpack/federation-runtime/retry-failed-shares.js';

type Entry = { loading?: Promise<unknown>; loaded?: boolean; treeShaking?: Entry };

/** What runtime-core hands beforeLoadShare: the module's name and the instance with its share scopes. */
function args(pkgName: string, entries: Record<string, Entry>) {
  const otherFailure = Promise.reject(new Error('Loading chunk 9 failed.'));
  otherFailure.catch(() => {});
  return { pkgName, origin: { shareScopeMap: { default: { [pkgName]: entries, other: { '1.0.0': { loading: otherFailure } as Entry } } } } };
}

describe('the shell’s retry-failed-shares federation runtime plugin', () => {
  const plugin = retryFailedShares();

  it('forgets a failed download of the module asked for, so this load starts a new one', async () => {
    const failed: Entry = { loading: Promise.reject(new Error('Loading chunk 352 failed.')) };
    const shaken: Entry = { loading: Promise.reject(new Error('Loading chunk 353 failed.')) };
    for (const e of [failed, shaken]) e.loading?.catch(() => {});
    const a = args('shared-lib/ui-more', { '0.1.0': failed, '0.2.0': { treeShaking: shaken } });
    await expect(plugin.beforeLoadShare(a)).resolves.toBe(a);
    expect(failed.loading).toBeUndefined();
    expect(shaken.loading).toBeUndefined();
    // another module's failure is left to its own next load
    expect(a.origin.shareScopeMap.default.other['1.0.0'].loading).toBeDefined();
  });

  it('keeps a download that succeeds (waiting for one under way) and a module already loaded', async () => {
    let finish: (v: unknown) => void = () => {};
    const underWay: Entry = { loading: new Promise((r) => (finish = r)) };
    const done: Entry = { loading: Promise.resolve('factory'), loaded: true };
    const pending = plugin.beforeLoadShare(args('shared-lib/ui-more', { '0.1.0': underWay, '0.2.0': done }));
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish('factory');
    await pending;
    expect(underWay.loading).toBeDefined();
    expect(done.loading).toBeDefined();
  });
});
