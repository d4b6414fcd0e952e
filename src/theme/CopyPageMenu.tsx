import { useEffect, useRef, useState, type RefObject } from 'react';
import config from '../../site.config.ts';
import { assetUrl, loadText } from '../runtime/build-files.ts';
import { markdownPathOf } from '../shared/markdown-path.ts';
import popupMenu from './styles/popup-menu.module.css';
import styles from './CopyPageMenu.module.css';

interface Props {
  id: string;
  path: string;
  title: string;
  open: boolean;
  /** `refocus`: give focus back to the toggle (Escape, choosing an item). */
  onClose: (refocus: boolean) => void;
  toggle: RefObject<HTMLButtonElement | null>;
}

/** The assistants a page can be handed to; each takes the prompt in its `q` query parameter. */
const ASSISTANTS = [
  { label: 'Open in ChatGPT', url: 'https://chatgpt.com/?q=' },
  { label: 'Open in Claude', url: 'https://claude.ai/new?q=' },
];

async function writeClipboard(text: Promise<string>): Promise<void> {
  // A ClipboardItem given a promise keeps the click's user activation while the file loads.
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      return;
    } catch {
      // Older engines take only ready blobs: fall through to writeText.
    }
  }
  await navigator.clipboard.writeText(await text);
}

/** The Copy page menu (loaded on first use by CopyPage.tsx). */
export default function CopyPageMenu({ id, path, title, open, onClose, toggle }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const [message, setMessage] = useState('');
  const markdownPath = markdownPathOf(path);
  // The `.md` beside the page: under the base URL, or beside index.html in the hash-router build.
  const localUrl = assetUrl(markdownPath.slice(config.baseUrl.length));
  const publicUrl = config.url.replace(/\/$/, '') + markdownPath;
  const prompt = `Read ${publicUrl} (the "${title}" page of the ${config.title} documentation, as Markdown) so you can answer my questions about it.`;

  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>('a, button') ?? []);
  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!list.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
    // onClose and toggle do not change while the menu is mounted.
  }, [open]);

  const copy = async () => {
    setMessage('');
    try {
      await writeClipboard(loadText(localUrl, 'Markdown copy'));
      setMessage('Page copied as Markdown.');
    } catch {
      setMessage('The page could not be copied. Use "View as Markdown" and copy it from there.');
    }
    onClose(true);
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    } else if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(all.length - 1);
  };

  return (
    <>
      <ul
        id={id}
        ref={list}
        className={`${popupMenu.panel} ${styles.menu}`}
        hidden={!open}
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          // Tabbing out of the menu closes it.
          const next = e.relatedTarget as Node | null;
          if (next && !list.current?.contains(next) && next !== toggle.current) onClose(false);
        }}
      >
        <li>
          <button type="button" className={styles.item} onClick={copy}>
            Copy page as Markdown
          </button>
        </li>
        <li>
          <a className={styles.item} href={localUrl} type="text/markdown" onClick={() => onClose(false)}>
            View as Markdown
          </a>
        </li>
        {ASSISTANTS.map((a) => (
          <li key={a.label}>
            <a className={styles.item} href={a.url + encodeURIComponent(prompt)} target="_blank" rel="noopener noreferrer" onClick={() => onClose(false)}>
              {a.label}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {message}
      </p>
    </>
  );
}
