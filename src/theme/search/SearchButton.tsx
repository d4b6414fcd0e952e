import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import config from '../../../site.config.ts';
import { versionOfPath } from '../../runtime/versions.ts';
import { loadDocument } from '../../runtime/document-location.ts';
import type { SearchModalProps } from './SearchModal.tsx';
import styles from './SearchButton.module.css';

/*
 * The navbar search slot: a small button (and the Ctrl/Cmd+K and "/" shortcuts) in first-load
 * JS. On first intent (hover, focus, touch, shortcut) it loads the DocSearch modal chunk and
 * starts the version's index worker; neither is part of the page's initial scripts.
 */

let modalChunk: Promise<ComponentType<SearchModalProps>> | undefined;
function loadModal(): Promise<ComponentType<SearchModalProps>> {
  modalChunk ??= import('./SearchModal.tsx').then(
    (m) => m.default,
    (error: unknown) => {
      modalChunk = undefined;
      throw error;
    },
  );
  return modalChunk;
}

const preloaded = new Set<string>();
function preload(version: string): void {
  void loadModal().catch(() => {});
  if (preloaded.has(version)) return;
  preloaded.add(version);
  // The client starts the version's index worker (or does nothing when Algolia is configured).
  import('../../runtime/search-client.ts').then((client) => client.preloadSearch(version)).catch(() => preloaded.delete(version));
}

function isEditable(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(target.tagName);
}

export function SearchButton() {
  const { pathname } = useLocation();
  // Kept free of search-config.ts so first-load JS holds only this button.
  const current = versionOfPath(pathname);
  const version = current?.name ?? config.versions.current;
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  // What was typed between the shortcut and the modal being ready; it becomes the first query.
  const [typed, setTyped] = useState('');
  const [mac, setMac] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setMac(/Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent)), []);

  const intent = useCallback(() => preload(version), [version]);

  const openModal = useCallback(() => {
    preload(version);
    setTyped('');
    setOpen(true);
    loadModal().then(
      (component) => setModal(() => component),
      () => {
        // The modal could not load (offline, new deploy): the search page still works.
        setOpen(false);
        loadDocument((current?.path ?? config.baseUrl) + config.search.searchPagePath);
      },
    );
  }, [version, current]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.key?.toLowerCase();
      if (key === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        if (open) close();
        else openModal();
      } else if (open && event.key === 'Escape') {
        close();
      } else if (!open && event.key === '/' && !isEditable(event.composedPath()[0])) {
        event.preventDefault();
        openModal();
      } else if (open && !Modal && !event.ctrlKey && !event.metaKey && !event.altKey) {
        if (event.key.length === 1) setTyped((t) => t + event.key);
        else if (event.key === 'Backspace') setTyped((t) => t.slice(0, -1));
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, Modal, openModal, close]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        onPointerEnter={intent}
        onPointerDown={intent}
        onFocus={intent}
        onClick={openModal}
      >
        <svg
          className={styles.icon}
          width="18"
          height="18"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <circle cx="8.5" cy="8.5" r="5.75" />
          <path d="M12.75 12.75 17.5 17.5" />
        </svg>
        <span className={styles.label}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{mac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && Modal && <Modal version={version} initialQuery={typed} onClose={close} />}
    </>
  );
}
