import path from 'node:path';
import { locatePage } from '../content/page-location.ts';
import { playgroundsIn, DemoError } from './demo-source.ts';
import { demoVariants, type DemoFile } from './demo-variants.ts';

/**
 * The files that a page's demos generate (not written by the author), for the sample checkers:
 * they are checked like any sample and reported at the line of the HTML they come from. A page
 * whose demos cannot be read yields none here; the MDX compile reports it at its line.
 */
export function generatedDemoFiles(root: string, file: string, source: string): DemoFile[] {
  let demos;
  try {
    demos = playgroundsIn(source);
  } catch (error) {
    if (error instanceof DemoError) return [];
    throw error;
  }
  const version = locatePage(path.resolve(file))?.version;
  if (!version) return [];
  return demos.flatMap((demo) => Object.values(demoVariants(root, version, demo)).flat()).filter((f) => f.generated);
}
