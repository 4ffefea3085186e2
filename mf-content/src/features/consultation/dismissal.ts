/** localStorage flag: once the visitor closes the consultation modal it never appears again (spec §2). */
export const CONSULTATION_DISMISSED_KEY = 'content:consultationDismissed';

export function isDismissed(): boolean {
  try {
    return window.localStorage.getItem(CONSULTATION_DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: behave as a first visit
  }
}

export function dismiss(): void {
  try {
    window.localStorage.setItem(CONSULTATION_DISMISSED_KEY, '1');
  } catch {
    // storage blocked (private mode): it will not come back during this page anyway
  }
}
