/** See retry-failed-shares.js. */
export default function retryFailedShares(): {
  name: string;
  beforeInit<A>(args: A): A;
  beforeLoadShare<A extends { pkgName: string; origin?: { shareScopeMap?: Record<string, Record<string, Record<string, unknown>>> } }>(args: A): Promise<A>;
};
