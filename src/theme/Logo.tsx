/** Our own wordmark (139 × 28): a ring-and-dot mark and the word "ionic docs". */
export function Logo() {
  return (
    <svg width="139" height="28" viewBox="0 0 139 28" role="img" aria-label="Ionic docs" focusable="false">
      <circle cx="14" cy="14" r="11" fill="none" stroke="var(--accent)" strokeWidth="3.2" />
      <circle cx="14" cy="14" r="4.6" fill="var(--accent)" />
      <circle cx="22.4" cy="5.8" r="2.6" fill="var(--accent)" />
      <text x="33" y="20" fontFamily="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" fontSize="19" fontWeight="700" fill="currentColor">
        ionic
      </text>
      <text x="84" y="20" fontFamily="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" fontSize="19" fontWeight="400" fill="currentColor" opacity="0.7">
        docs
      </text>
    </svg>
  );
}
