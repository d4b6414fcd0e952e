/** The parts of a mouse event that tell a plain click from one meant for a new tab or window. */
interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A main-button click with no modifier key: the only click an in-site link may turn into a
 * client-side navigation. Ctrl/⌘ (new tab), Shift (new window), Alt (download) and the middle
 * button are the browser's to handle.
 */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
