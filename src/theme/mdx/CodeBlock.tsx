import { useRef, useState } from 'react';
import styles from './CodeBlock.module.css';

/**
 * A fenced code block, highlighted at build time (src/node/mdx/remark-code-blocks.ts): an
 * optional file title, the highlighted HTML, and a copy button.
 */
export function CodeBlock({ html, title, language }: { html: string; title?: string; language?: string }) {
  const body = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const text = body.current?.querySelector('code')?.innerText ?? '';
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      // Clipboard can be refused (permissions, insecure origin); the code stays selectable.
    }
  };
  return (
    <div className={styles.block} data-language={language}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.body}>
        {/* Build-time output of Shiki from the page's own code fence; it escapes the code. */}
        <div className={styles.code} ref={body} dangerouslySetInnerHTML={{ __html: html }} />
        <button type="button" className={styles.copy} onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
