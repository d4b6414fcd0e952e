import { createContext, useContext } from 'react';
import config from '../../site.config.ts';
import { DEFAULT_PLUGIN_ID } from '../stores/preferred-version.ts';

/** A version as the docs plugin describes it (the docs list lives in the lazily loaded route map). */
export interface VersionMetadata {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
}

/** Docs-plugin metadata: its path and versions. */
export interface DocsPluginData {
  path: string;
  versions: VersionMetadata[];
}

export const DOCS_PLUGIN_NAME = 'docs';

/** Global data by plugin name, then plugin id. Only the docs plugin exists on this site. */
export type GlobalData = Record<string, Record<string, unknown>>;

export function siteGlobalData(): GlobalData {
  const docs: DocsPluginData = {
    path: config.baseUrl.replace(/\/$/, ''),
    versions: config.versions.local.map((v) => ({
      name: v.name,
      label: v.label,
      isLast: v.name === config.versions.current,
      path: v.path,
      mainDocId: v.mainDocId,
    })),
  };
  return { [DOCS_PLUGIN_NAME]: { [DEFAULT_PLUGIN_ID]: docs } };
}

/** The developer error "Global data not found for {plugin} plugin". */
export function pluginGlobalData(data: GlobalData, plugin: string): Record<string, unknown> {
  const found = data[plugin];
  if (!found) throw new Error(`Global data not found for ${plugin} plugin`);
  return found;
}

/** Using a docs feature without the docs plugin. */
export function docsPluginData(data: GlobalData, pluginId: string = DEFAULT_PLUGIN_ID): DocsPluginData {
  const docs = data[DOCS_PLUGIN_NAME]?.[pluginId] as DocsPluginData | undefined;
  if (!docs) throw new Error(`The docs plugin with id "${pluginId}" does not seem to be enabled: this feature needs the docs plugin.`);
  return docs;
}

/** The docs plugin whose path contains `pathname`; a developer error when `failfast` and none does. */
export function activeDocsPlugin(
  data: GlobalData,
  pathname: string,
  options: { failfast?: boolean } = {},
): { pluginId: string; data: DocsPluginData } | undefined {
  const plugins = Object.entries(data[DOCS_PLUGIN_NAME] ?? {}) as Array<[string, DocsPluginData]>;
  const match = plugins.find(([, docs]) => pathname === docs.path || pathname.startsWith(docs.path + '/'));
  if (!match && options.failfast) throw new Error(`Can't find active docs plugin for ${pathname}, while it was expected to be found`);
  return match ? { pluginId: match[0], data: match[1] } : undefined;
}

/** Route entry data that pages see through the route context. */
export interface RouteContextValue {
  plugin?: { name: string; id: string };
}

export const RouteContext = createContext<RouteContextValue | null>(null);

/** The developer error "Unexpected: no route context found"; also a missing `plugin` attribute is named. */
export function useRouteContext(): Required<RouteContextValue> {
  const context = useContext(RouteContext);
  if (!context) throw new Error('Unexpected: no route context found');
  if (!context.plugin) throw new Error('Unexpected: the topmost route context has no `plugin` attribute');
  return context as Required<RouteContextValue>;
}

export const GlobalDataContext = createContext<GlobalData>(siteGlobalData());

/** The docs plugin data of the page being read. */
export function useDocsPluginData(): DocsPluginData {
  const { plugin } = useRouteContext();
  return docsPluginData(useContext(GlobalDataContext), plugin.id);
}
