import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript a browser must download before the first screen: the entry script of
 * web/dist/index.html and the chunks it preloads. Route screens and dictionaries are
 * lazy chunks and are not counted.
 */
export function initialJavaScript(dist: string): BundleFile[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]!);
  return [...new Set(sources)].map((source) => {
    const content = readFileSync(join(dist, source.replace(/^\//, '')));
    return { file: source, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
}

export const totalGzipKb = (files: readonly BundleFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;
