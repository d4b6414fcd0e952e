/** Keyboard-navigation mode is on after a Tab keypress and off after a mouse press; focus rings follow it. */
export const KEYBOARD_NAV_ATTRIBUTE = 'data-keyboard-nav';

export function startKeyboardNavigationMode(root: HTMLElement = document.documentElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Tab') root.setAttribute(KEYBOARD_NAV_ATTRIBUTE, '');
  };
  const onMouse = () => root.removeAttribute(KEYBOARD_NAV_ATTRIBUTE);
  document.addEventListener('keydown', onKey);
  document.addEventListener('mousedown', onMouse);
  return () => {
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('mousedown', onMouse);
  };
}
