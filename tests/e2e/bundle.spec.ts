import { expect, test } from '@playwright/test';
import { initialJavaScript, totalGzipKb } from '../../scripts/src/web/initial-bundle.ts';
import { WEB_DIST } from '../../scripts/src/web/ensure-web-build.ts';

// The server under test built web/dist before it started; route screens are lazy chunks,
// so the first paint needs only the shell.
test('the initial JavaScript of the production build stays under 300 KB gzipped', () => {
  const files = initialJavaScript(WEB_DIST);
  expect(files.length).toBeGreaterThan(0);
  const kb = totalGzipKb(files);
  console.log(`initial JavaScript: ${files.map((file) => `${file.file} ${(file.gzipBytes / 1024).toFixed(1)} KB`).join(', ')}; total ${kb.toFixed(1)} KB gzipped`);
  expect(kb).toBeLessThan(300);
  // A development build (React's jsx-dev-runtime) would be larger and slower for everyone.
  expect(files.map((file) => file.file).join(' ')).not.toMatch(/dev-runtime/);
});
