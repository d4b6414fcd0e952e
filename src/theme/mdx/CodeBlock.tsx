import { useRef, useState, type ComponentPropsWithoutRef } from 'react';
import styles from './CodeBlock.module.css';

type PreProps = ComponentPropsWithoutRef<'pre'> & { 'data-title'?: string; 'data-language'?: string };

/** Every fenced code block: optional file title and a copy button (highlighting happened at build time). */
export function CodeBlock({ 'data-title': title, 'data-language': language, className, children, ...rest }: PreProps) {
  const pre = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const text = pre.current?.querySelector('code')?.innerText ?? pre.current?.innerText ?? '';
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
        <pre ref={pre} className={`${className ?? ''} ${styles.pre}`} {...rest}>
          {children}
        </pre>
        <button type="button" className={styles.copy} onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </div>
  );
}
