import { Children, type ReactNode } from 'react';

/** One locale (en) and no translation files: messages are their defaults. Kept so UI text has ids. */
const translations: Record<string, string> = {};

export interface TranslateParams {
  id?: string;
  message?: string;
  description?: string;
}

/** A declaration needs an id or a default message. */
export function translate({ id, message }: TranslateParams, values?: Record<string, string | number>): string {
  if (!id && message === undefined) throw new Error('Translate requires at least a translation id or a default translation message.');
  const text = (id && translations[id]) ?? message ?? id ?? '';
  return values ? text.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m)) : text;
}

/** `<Translate id="…">Default text</Translate>`; only plain string children are allowed. */
export function Translate({
  id,
  description,
  values,
  children,
}: {
  id?: string;
  description?: string;
  values?: Record<string, string | number>;
  children?: ReactNode;
}) {
  const parts = Children.toArray(children);
  if (parts.some((part) => typeof part !== 'string')) throw new Error('Illegal Translate children: a <Translate> element only accepts plain string children.');
  return <>{translate({ id, message: parts.length > 0 ? parts.join('') : undefined, description }, values)}</>;
}
