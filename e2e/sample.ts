/**
 * The two long sweeps (every route, every demo document) take most of the browser tests' time,
 * so a run checks one share of them: 1 in SAMPLE_SHARES, rotating with the UTC day, so that
 * SAMPLE_SHARES consecutive days cover everything. `E2E_SAMPLE=all` checks everything (before a
 * release, or after a change to the pages' shell); `E2E_SAMPLE_SHARE=<n>` picks a share.
 * playwright.config.ts fixes the share once per run, so every worker lists the same tests.
 */
export const SAMPLE_SHARES = 8;

export function sampleShare(): number | 'all' {
  if (process.env.E2E_SAMPLE === 'all') return 'all';
  return Number(process.env.E2E_SAMPLE_SHARE ?? Math.floor(Date.now() / 86_400_000) % SAMPLE_SHARES) % SAMPLE_SHARES;
}

/** The items of this run's share, plus those `always` keeps. */
export function sampled<T>(items: readonly T[], always: (item: T, index: number) => boolean = () => false): T[] {
  const share = sampleShare();
  if (share === 'all') return [...items];
  return items.filter((item, index) => always(item, index) || index % SAMPLE_SHARES === share);
}

/** "share 2 of 4" or "all", for test titles. */
export function sampleLabel(): string {
  const share = sampleShare();
  return share === 'all' ? 'all' : `share ${share + 1} of ${SAMPLE_SHARES}`;
}
