/**
 * A short fingerprint of JSON (FNV-1a over its text): the precompiled validators
 * record the fingerprint of the schemas they were compiled from, so a catalogue
 * edited without re-running the precompile step is caught instead of half-checked.
 */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
