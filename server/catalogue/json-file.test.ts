import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readJsonFile } from './json-file';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

function file(text: string): string {
  dir = mkdtempSync(join(tmpdir(), 'admit-json-'));
  const path = join(dir, 'catalogue.json');
  writeFileSync(path, text);
  return path;
}

describe('a JSON file staff wrote', () => {
  it('is read as JSON', () => {
    expect(readJsonFile(file('{ "name": "Demo" }\n'))).toEqual({ name: 'Demo' });
  });

  it('names the line and column where a syntax error stops the parser (a trailing comma)', () => {
    expect(() => readJsonFile(file('{\n  "name": "Demo",\n}\n'))).toThrow(
      /^Expected double-quoted property name in JSON at position 20 \(line 3, column 1\)$/,
    );
  });

  it('names a byte order mark, the invisible character some editors write first', () => {
    expect(() => readJsonFile(file('\uFEFF{ "name": "Demo" }'))).toThrow(
      'it begins with an invisible byte order mark (BOM): save it as UTF-8 without BOM',
    );
  });
});
