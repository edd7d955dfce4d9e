import { checkProfilePhoto, type FileInfo } from '@dengue/core';
import type { KeyedMessage } from '../../../i18n/catalogue';
import { keyedOf } from '../../../i18n/core-messages';

export type PhotoKind = 'jpeg' | 'png' | 'gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * What the first bytes of a file say it is. The name and MIME type are only a claim: a text file renamed
 * photo.jpg is caught here, before the upload (the server decodes the image again either way).
 */
export function sniffPhoto(bytes: Uint8Array): PhotoKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif'; // GIF8(7|9)a
  return null;
}

/** The core rule (type and size, resident section 5), then the content; null when the photo may go. */
export function photoProblem(file: FileInfo, head: Uint8Array): KeyedMessage | null {
  const problem = checkProfilePhoto(file);
  if (problem) return keyedOf(problem);
  return sniffPhoto(head) ? null : { key: 'profile.invalidPhotoType' };
}

/** Reads a browser File's first bytes and applies `photoProblem`. */
export async function checkPhotoFile(file: File): Promise<KeyedMessage | null> {
  const first = checkProfilePhoto(file);
  if (first) return keyedOf(first);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return photoProblem(file, head);
}
