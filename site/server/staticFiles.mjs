/** Files served as they are: the built runtime at /runtime/ and the story images at /assets/. */
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

export const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.wav': 'audio/wav',
});

/**
 * The file under `root` that `relative` names, or null when it leaves `root` or is not there.
 * @param {string} root @param {string} relative URL path below the mount point, still encoded
 * @returns {Promise<{ bytes: Buffer, type: string } | null>}
 */
export async function readStatic(root, relative) {
  let decoded;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${sep}${decoded}`);
  if (!file.startsWith(base + sep)) return null;
  try {
    const bytes = await readFile(file);
    return { bytes, type: CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}
