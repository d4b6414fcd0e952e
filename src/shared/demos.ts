/**
 * Live demos: the names, URLs and messages that the build (which writes the demo documents)
 * and the client (the Playground that frames them) must agree on.
 */

/** The code tabs of a demo, in tab order; `value`s are those of the site's `framework` tab group. */
export const DEMO_FRAMEWORKS = [
  { value: 'javascript', label: 'JavaScript' },
  { value: 'angular', label: 'Angular' },
  { value: 'react', label: 'React' },
  { value: 'vue', label: 'Vue' },
] as const;

export type DemoFramework = (typeof DEMO_FRAMEWORKS)[number]['value'];

/** Ionic's two looks; the demo document reads the choice from its `ionic:mode` query parameter. */
export type DemoMode = 'ios' | 'md';
export const DEMO_MODES: ReadonlyArray<{ value: DemoMode; label: string }> = [
  { value: 'ios', label: 'iOS' },
  { value: 'md', label: 'MD' },
];

/** Folder of a version's standalone demo documents, under the version's path (`/docs/_demos/`, `/docs/v7/_demos/`). */
export const DEMOS_DIR = '_demos';

/** Folder of the self-hosted component builds under the site base (`/docs/_ionic/8.8.19/`). */
export const IONIC_DIR = '_ionic';

/**
 * The standalone document of a demo, relative to the site's base URL (so the hash-router build
 * can resolve it beside its index.html): `<version folder>_demos/<doc id>/<demo id>.html`, where
 * the version folder is `''` for the version served at the base and `v7/` for `/docs/v7/`.
 */
export function demoDocumentPath(versionFolder: string, docId: string, demoId: string): string {
  return `${versionFolder}${DEMOS_DIR}/${docId}/${demoId}.html`;
}

/** The StackBlitz projects of a demo sit beside its document. */
export function demoProjectsPath(documentPath: string): string {
  return documentPath.replace(/\.html$/, '.stackblitz.json');
}

/** The URL a frame loads: the mode is read once by Ionic at start; the colour mode can change later by message. */
export function demoFrameUrl(documentPath: string, mode: DemoMode, dark: boolean): string {
  return `${documentPath}?ionic:mode=${mode}${dark ? '&theme=dark' : ''}`;
}

/** What the page posts to a demo frame when the reader switches light/dark. */
export interface DemoThemeMessage {
  type: 'docs-demo-theme';
  dark: boolean;
}

export function isDemoThemeMessage(data: unknown): data is DemoThemeMessage {
  return typeof data === 'object' && data !== null && (data as DemoThemeMessage).type === 'docs-demo-theme';
}

/** A StackBlitz project of one framework variant, as the SDK's `openProject` takes it. */
export interface DemoProject {
  title: string;
  description: string;
  template: 'node';
  files: Record<string, string>;
  /** The file StackBlitz shows first. */
  openFile: string;
}

export type DemoProjects = Record<DemoFramework, DemoProject>;
