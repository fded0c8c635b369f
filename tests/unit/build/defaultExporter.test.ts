import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultExporter } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

// patches/README.md: react-admin's default exporter loads jsonexport when it exports, not with
// every list's first screen (issue 16).
describe("react-admin's default list exporter (patched)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('imports jsonexport only inside the export, once it is asked for', () => {
    const entry = createRequire(import.meta.url).resolve('ra-core');
    const file = join(dirname(entry), 'export', 'defaultExporter.js');
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/^import .*jsonexport/m);
    expect(source).toContain("import('jsonexport/dist/index.js')");
  });

  it('still downloads the list as CSV', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    defaultExporter(
      [
        { id: 1, label: 'Churn' },
        { id: 2, label: 'Upsell' },
      ],
      () => Promise.resolve({}),
      { getList: vi.fn() } as never,
      'tags',
    );
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    expect(await blobs[0].text()).toBe('id,label\n1,Churn\n2,Upsell');
  });
});
