declare module '*/legacy.mjs' {
  export function legacyRedirect(
    path: string,
    rules: { legacyBases: string[]; legacyTargets?: Record<string, string>; legacyPostRedirects: Record<string, string> },
  ): string | null;
}
