import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { assetUrl, loadJson } from '../../runtime/build-files.ts';
import { DEMO_MODES, demoFrameUrl, demoProjectsPath, type DemoFramework, type DemoMode, type DemoProjects, type DemoThemeMessage } from '../../shared/demos.ts';
import { useColorMode } from '../../stores/color-mode.ts';
import { useTabChoice } from '../../stores/tab-choice.ts';
import styles from './Playground.module.css';

interface PlaygroundProps {
  title: string;
  /** The demo document, relative to the site's base URL (see src/shared/demos.ts). */
  src: string;
  /** Pixels reserved for the live demo (a string when it comes from MDX). */
  height: string | number;
  /** The code tabs, compiled from the page (src/node/demos/remark-playground.ts). */
  children?: ReactNode;
}

/** Frames are created this far before they scroll into view, so they are ready when seen. */
const NEAR_VIEWPORT = '600px 0px';

type FrameState = 'waiting' | 'near' | 'file-protocol';

/**
 * A live demo: the real components of the page's version in an iframe (created only when it
 * nears the viewport, in space reserved up front), an iOS / MD switch, the site's light/dark
 * mode followed live, a link to the standalone document, Open in StackBlitz (the SDK loads on
 * click), and the code of every framework below.
 */
export default function Playground({ title, src, height, children }: PlaygroundProps) {
  const reserved = Number(height) || 200;
  const [mode, setMode] = useState<DemoMode>('ios');
  const dark = useColorMode((s) => s.mode === 'dark');
  const framework = (useTabChoice((s) => s.choices.framework) ?? 'javascript') as DemoFramework;
  const [frameState, setFrameState] = useState<FrameState>('waiting');
  const [exportError, setExportError] = useState<string | null>(null);
  const holder = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const darkNow = useRef(dark);
  // The theme the frame starts with; later changes are posted to it, so a switch never reloads it.
  const [initialDark, setInitialDark] = useState(dark);
  const modeLabelId = useId();
  const documentUrl = assetUrl(src);

  useEffect(() => {
    // Chromium refuses module scripts on file:// pages, and the components are ES modules.
    if (window.location.protocol === 'file:') return setFrameState('file-protocol');
    const el = holder.current;
    if (!el || !('IntersectionObserver' in window)) return setFrameState('near');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setInitialDark(darkNow.current);
        setFrameState('near');
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const postTheme = () => {
    const message: DemoThemeMessage = { type: 'docs-demo-theme', dark: darkNow.current };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  };
  useEffect(() => {
    darkNow.current = dark;
    postTheme();
  }, [dark]);

  const openInStackBlitz = async () => {
    setExportError(null);
    try {
      const [{ default: sdk }, projects] = await Promise.all([
        import('@stackblitz/sdk'),
        loadJson<DemoProjects>(assetUrl(demoProjectsPath(src)), 'StackBlitz project'),
      ]);
      const project = projects[framework];
      sdk.openProject(project, { newWindow: true, openFile: project.openFile });
    } catch (error) {
      setExportError(`Could not open StackBlitz: ${(error as Error).message}`);
    }
  };

  return (
    <figure className={styles.playground} aria-label={`Live demo: ${title}`}>
      {/* Search indexes the page's prose, not the demo controls or the four copies of its code. */}
      <div className={styles.toolbar} data-search-ignore="">
        <figcaption className={styles.title}>{title}</figcaption>
        <div className={styles.controls}>
          <span id={modeLabelId} className={styles.srOnly}>
            Platform style of the demo
          </span>
          <div role="group" aria-labelledby={modeLabelId} className={styles.modes}>
            {DEMO_MODES.map((m) => (
              <button key={m.value} type="button" aria-pressed={mode === m.value} className={styles.mode} onClick={() => setMode(m.value)}>
                {m.label}
              </button>
            ))}
          </div>
          <a className={styles.action} href={demoFrameUrl(documentUrl, mode, dark)} target="_blank" rel="noopener">
            Open in new tab<span className={styles.srOnly}> (demo “{title}”)</span>
          </a>
          <button type="button" className={styles.action} onClick={openInStackBlitz}>
            Open in StackBlitz<span className={styles.srOnly}> ({framework} project)</span>
          </button>
        </div>
      </div>
      <div ref={holder} className={styles.stage} style={{ height: reserved }}>
        {frameState === 'near' && (
          <iframe
            key={mode}
            ref={frame}
            className={styles.frame}
            title={`Demo: ${title} (${mode === 'ios' ? 'iOS' : 'Material Design'} style)`}
            src={demoFrameUrl(documentUrl, mode, initialDark)}
            height={reserved}
            loading="lazy"
            onLoad={postTheme}
          />
        )}
        {frameState === 'file-protocol' && (
          <p className={styles.notice}>
            The live demo runs when the site is served over HTTP (for example with <code>npm start</code>): browsers do not run the components’ module scripts
            from a page opened as a file. The code below is complete.
          </p>
        )}
      </div>
      {exportError && (
        <p role="alert" className={styles.error}>
          {exportError}
        </p>
      )}
      <div className={styles.code} data-search-ignore="">
        {children}
      </div>
    </figure>
  );
}
