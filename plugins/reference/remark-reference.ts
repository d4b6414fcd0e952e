import type { Root } from 'mdast';

/**
 * Expands reference placeholders (`<ApiReference tag="ion-button" />`, `<CliReference
 * command="build" />`, `<NativeReference plugin="camera" />`) into generated Markdown — headings,
 * so they reach the TOC, anchors and search, plus data components from src/theme/reference.
 * The version comes from the page's path (content/v8, .generated/v7, …).
 */
export function remarkReference() {
  return (_tree: Root) => {};
}
