import { gzipSync } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import {
  ownGzBytes,
  recordComposition,
  type ChunkComposition,
} from '../../../bench/scriptComposition';

type Handler = (this: unknown, options: unknown, bundle: OutputBundle) => void;

const chunk = (fileName: string, code: string, modules: Record<string, number>) =>
  ({
    type: 'chunk',
    fileName,
    code,
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }]),
    ),
  }) as unknown as OutputChunk;

describe("the bench's first-screen composition (issue 16: own code vs libraries)", () => {
  const code = 'export const a = 1;'.repeat(50);
  const record = () => {
    const chunks = new Map<string, ChunkComposition>();
    const bundle: OutputBundle = {
      'assets/mountConsole-x.js': chunk('assets/mountConsole-x.js', code, {
        '/repo/src/app/App.tsx': 300,
        '/repo/contracts/roles.ts': 100,
        '/repo/node_modules/react-dom/client.js': 600,
      }),
      'assets/vendor-y.js': chunk('assets/vendor-y.js', code, {
        '/repo/node_modules/@mui/material/esm/Button/Button.js': 500,
        '\0vite/preload-helper.js': 10,
      }),
    };
    (recordComposition(chunks).generateBundle as Handler).call({}, {}, bundle);
    return chunks;
  };

  it("records each chunk's gzipped size and the share of it that is src/ and contracts/", () => {
    const chunks = record();
    const gz = gzipSync(code, { level: 9 }).length;
    expect(chunks.get('mountConsole-x.js')).toEqual({ gzBytes: gz, ownShare: 0.4 });
    expect(chunks.get('vendor-y.js')).toEqual({ gzBytes: gz, ownShare: 0 });
  });

  it('sums the own code of the scripts a page received, each once, by file name', () => {
    const chunks = record();
    const gz = gzipSync(code, { level: 9 }).length;
    const urls = [
      'http://localhost:5173/assets/mountConsole-x.js',
      'http://localhost:5173/assets/mountConsole-x.js',
      'http://localhost:5173/assets/vendor-y.js',
      'http://localhost:5173/assets/not-built-here.js',
    ];
    expect(ownGzBytes(urls, chunks)).toBeCloseTo(gz * 0.4);
  });
});
