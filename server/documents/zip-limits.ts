/**
 * A docx is a ZIP, and a ZIP can be a bomb: a few hundred kilobytes that unpack to
 * gigabytes. Before any parser sees the package, every entry is inflated as a stream
 * (fflate) and counted as it comes out; the check stops at the first byte past a limit,
 * so a bomb costs at most the limits, never its full size.
 */
import { Unzip, UnzipInflate } from 'fflate';

/** The limits a package must keep. */
export interface ZipLimits {
  /** Everything unpacked, all entries together. */
  maxUnpacked: number;
  /** Unpacked over packed, for the whole package and for each entry past `ratioFrom`. */
  maxRatio: number;
  /** Output below which an entry's own ratio is not judged (small, very regular parts). */
  ratioFrom: number;
}

/**
 * What a 1 MB docx can honestly hold. Word's XML packs 4 to 10 times; a megabyte of
 * plain text, the most a 1 MB upload carries, unpacks to about 10 MB of XML with its
 * markup. 24 MB leaves room for that and keeps the parser of the built-in conversion
 * within its worker's memory. 100:1 is far above any real document's ratio and far
 * below a bomb's (the one this was written for packs 60 MB into 215 KB: 280:1).
 */
export const DOCX_LIMITS: ZipLimits = {
  maxUnpacked: 24 * 1024 * 1024,
  maxRatio: 100,
  ratioFrom: 1024 * 1024,
};

/** Why a package was refused: past a limit (a bomb), or not a readable ZIP. */
export class ZipRefused extends Error {
  readonly reason: 'limit' | 'unreadable';
  constructor(reason: 'limit' | 'unreadable', message: string) {
    super(message);
    this.name = 'ZipRefused';
    this.reason = reason;
  }
}

/**
 * Inflates every entry of the ZIP, counting; throws ZipRefused at the first limit
 * passed, or when the bytes are not a readable ZIP.
 */
export function checkZip(bytes: Uint8Array, limits: ZipLimits = DOCX_LIMITS): void {
  const packed = Math.max(bytes.length, 1);
  let total = 0;
  let entries = 0;
  // The first refusal wins; fflate may report it back through an entry's callback.
  let refused: ZipRefused | undefined;
  const refuse = (reason: ZipRefused) => {
    refused ??= reason;
    throw refused;
  };
  const unzip = new Unzip((file) => {
    entries += 1;
    let produced = 0;
    file.ondata = (error, chunk) => {
      if (refused) throw refused;
      if (error)
        refuse(new ZipRefused('unreadable', `entry ${file.name} does not inflate: ${error.message}`));
      produced += chunk.length;
      total += chunk.length;
      if (total > limits.maxUnpacked)
        refuse(new ZipRefused('limit', `unpacks past ${limits.maxUnpacked} bytes`));
      if (total > limits.ratioFrom && total / packed > limits.maxRatio) {
        refuse(new ZipRefused('limit', `unpacks more than ${limits.maxRatio} times its size`));
      }
      const entryPacked = Math.max(file.size ?? packed, 1);
      if (produced > limits.ratioFrom && produced / entryPacked > limits.maxRatio) {
        refuse(
          new ZipRefused('limit', `entry ${file.name} unpacks more than ${limits.maxRatio} times its size`),
        );
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    if (refused) throw refused;
    throw new ZipRefused('unreadable', `not a readable ZIP: ${(error as Error).message}`);
  }
  if (refused) throw refused;
  if (entries === 0) throw new ZipRefused('unreadable', 'no entries');
}
