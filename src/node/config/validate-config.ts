import { siteConfigSchema, type SiteConfig } from '../../shared/config-schema.ts';
import { whereInConfig } from './config-lines.ts';

/**
 * Validates the site config; an invalid config stops with a message naming the bad key and,
 * given the config's file, its line there.
 */
export function validateSiteConfig(raw: unknown, file = 'site.config.ts'): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  // The parsed result, not the raw object: what the schema admits is all anything reads.
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const key = issue.path.length > 0 ? issue.path.join('.') : '(root)';
    return `  - ${whereInConfig(
      file,
      issue.path.filter((k): k is string | number => typeof k !== 'symbol'),
    )}: \`${key}\`: ${issue.message}`;
  });
  throw new Error(`Invalid site config ${file}:\n${lines.join('\n')}`);
}
