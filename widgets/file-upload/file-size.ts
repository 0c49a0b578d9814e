/** 1048576 → '1 MB', 2048 → '2 KB', 500 → '500 bytes' (one decimal above a megabyte). */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return bytes === 1 ? '1 byte' : `${bytes} bytes`;
}
