/**
 * The data the generated reference Markdown hands to the components in this folder, as JSON in
 * a `data` attribute. Written by src/node/reference at build time; the components only render it.
 * Every `html` field is already sanitised: rendered from Markdown with raw HTML escaped.
 */

export type BadgeKind = 'new' | 'deprecated' | 'removed' | 'advanced' | 'experimental' | 'beta' | 'paid' | 'required' | 'legacy' | 'tag';

export interface Badge {
  kind: BadgeKind;
  label: string;
  /** Optional explanation shown after the badge (e.g. a deprecation message), sanitised HTML. */
  html?: string;
}

/** One table cell or definition value. Exactly one of code, html, text is set (plus optional link and badges). */
export interface Cell {
  /** Shown as inline code. */
  code?: string;
  /** Sanitised HTML (a rendered description, or code with type links). */
  html?: string;
  /** Plain text. */
  text?: string;
  /** Makes the cell's content a link (site routes navigate client-side). */
  href?: string;
  badges?: Badge[];
}

/** `<RefTable data=…>`: a plain table. */
export interface TableData {
  /** Accessible name of the table (visually hidden caption). */
  caption: string;
  columns: string[];
  rows: Cell[][];
}

/** `<RefDefinition data=…>`: one member described as label/value rows (a property, a method). */
export interface DefinitionData {
  caption: string;
  badges?: Badge[];
  rows: { label: string; cell: Cell }[];
}

/** `<RefSummary data=…>`: the facts line that opens a generated page. */
export interface SummaryData {
  badges: Badge[];
  /** Sanitised HTML paragraphs (the package's own summary, notes). */
  html?: string;
  facts: { label: string; cell: Cell }[];
}

export interface FamilyCard {
  id: string;
  label: string;
  summary: string;
  /** Pictogram: simple shapes in a 64×40 box. */
  shapes: Shape[];
  members: { tag: string; href: string; isNew: boolean }[];
}

export type Shape =
  | { t: 'rect'; x: number; y: number; w: number; h: number; r?: number; fill?: 'accent' | 'soft' | 'line' | 'none' }
  | { t: 'circle'; x: number; y: number; r: number; fill?: 'accent' | 'soft' | 'line' | 'none' }
  | { t: 'line'; x1: number; y1: number; x2: number; y2: number };

/** `<ComponentFamilies data=…>`: the visual overview of /docs/components. */
export interface FamiliesData {
  version: string;
  families: FamilyCard[];
}
