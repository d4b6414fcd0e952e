import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One option of a CLI command, as `ionic help --json` prints it. */
export interface CliOption {
  name: string;
  type: 'string' | 'boolean';
  summary: string;
  default?: string | boolean;
  groups: string[];
  aliases: string[];
  spec?: { value?: string };
}

export interface CliInput {
  name: string;
  summary: string;
  required?: boolean;
}

export interface CliFootnote {
  type: string;
  id: string | number;
  url: string;
  shortUrl?: string;
}

/** One command, as `ionic help --json` prints it, plus the CLI version it was captured from. */
export interface CliCommand {
  name: string;
  namespace: string[];
  summary: string;
  description: string;
  footnotes: CliFootnote[];
  groups: string[];
  exampleCommands: string[];
  aliases: string[];
  inputs: CliInput[];
  options: CliOption[];
  type: 'global' | 'project';
  cliVersion: string;
}

/** data/reference/cli.json, written by scripts/sync-reference.ts. */
export interface CliData {
  source: string;
  cli: { current: string; legacy: string; legacyNamespaces: string[] };
  commands: CliCommand[];
}

/**
 * Commands the CLI lists that the docs do not publish a page for: shell completion is
 * experimental, `git remote` and `enterprise register` are Appflow plumbing the dashboard runs,
 * and 6.20's `package deploy` was withdrawn with the rest of the package namespace.
 */
export const UNPUBLISHED_COMMANDS = ['ionic completion', 'ionic git remote', 'ionic enterprise register', 'ionic package deploy'];

export const CLI_DATA_FILE = 'data/reference/cli.json';

const cache = new Map<string, CliData>();

export function loadCliData(root: string): CliData {
  let data = cache.get(root);
  if (!data) {
    data = JSON.parse(readFileSync(path.join(root, CLI_DATA_FILE), 'utf8')) as CliData;
    cache.set(root, data);
  }
  return data;
}

/** `ionic capacitor build` → `capacitor-build` (the page slug under cli/commands/). */
export function commandSlug(name: string): string {
  return name
    .replace(/^ionic\s+/, '')
    .trim()
    .split(/\s+/)
    .join('-');
}

/** The commands that get a page, in name order. */
export function publishedCommands(root: string): CliCommand[] {
  return loadCliData(root).commands.filter((c) => !UNPUBLISHED_COMMANDS.includes(c.name));
}
