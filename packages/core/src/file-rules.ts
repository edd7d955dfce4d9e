import { LIMITS } from './constants.ts';
import { CSV_IMPORT_MESSAGES } from './csv-import-messages.ts';
import { type IdentifiedMessage, identified } from './message-ids.ts';
import { ADMIN_POST_MESSAGES } from './post-messages.ts';

/**
 * Upload rules over plain {name, type, size} descriptions, so a browser File and a parsed multipart part
 * are checked alike. Each check returns the first problem, in the order the form shows them, or null;
 * the resident's checks return it with its message id (IdentifiedMessage), the staff consoles' as English.
 * The server still decodes every image (sharp): a name or MIME type is only a claim.
 */
export interface FileInfo {
  name: string;
  type: string;
  size: number;
}

const extensionOf = (name: string): string => /\.([^.]+)$/.exec(name.toLowerCase())?.[1] ?? '';

/** Trusts a real MIME type; falls back to the extension when the browser sent none. */
const hasFormat = (file: FileInfo, types: readonly string[], extensions: readonly string[]): boolean => {
  const type = file.type.toLowerCase();
  if (type && type !== 'application/octet-stream') return types.includes(type);
  return extensions.includes(extensionOf(file.name));
};

const JPG_PNG_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
const JPG_PNG_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
const PROFILE_TYPES = [...JPG_PNG_TYPES, 'image/gif'] as const;
const PROFILE_EXTENSIONS = [...JPG_PNG_EXTENSIONS, 'gif'] as const;

/** What an <input accept> should offer for each upload. */
export const ACCEPT = {
  reportImages: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  postImages: 'image/jpeg,image/png,.jpg,.jpeg,.png',
  profilePhoto: 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif',
  csv: 'text/csv,.csv',
} as const;

export const isJpgOrPng = (file: FileInfo): boolean => hasFormat(file, JPG_PNG_TYPES, JPG_PNG_EXTENSIONS);

/**
 * Report photos (resident section 5): 1 to 4, JPG or PNG. The spec calls 2 MB per file guidance; the
 * server enforces it, with the admin form's wording since the resident form gives none.
 */
export const checkReportImages = (files: readonly FileInfo[]): IdentifiedMessage | null => {
  if (files.length === 0) return identified('report.photoRequired');
  const unsupported = files.filter((file) => !isJpgOrPng(file));
  if (unsupported.length > 0)
    return identified('report.unsupportedFiles', { names: unsupported.map((f) => f.name).join(', ') });
  if (files.length > LIMITS.reportImagesMax) return identified('report.maxImages');
  const tooLarge = files.find((file) => file.size > LIMITS.reportImageMaxBytes);
  return tooLarge ? identified('report.imageTooLarge', { file: tooLarge.name }) : null;
};

/** Admin post images (admin section 5): 1 to 8, jpg/jpeg/png, each at most 2 MB, together at most 8 MB. */
export const checkPostImages = (files: readonly FileInfo[]): string | null => {
  if (files.length === 0) return ADMIN_POST_MESSAGES.imageRequired;
  if (files.length > LIMITS.postImagesMax) return ADMIN_POST_MESSAGES.maxImages;
  const unsupported = files.filter((file) => !isJpgOrPng(file));
  if (unsupported.length > 0)
    return ADMIN_POST_MESSAGES.unsupportedFiles(unsupported.map((f) => f.name).join(', '));
  const tooLarge = files.find((file) => file.size > LIMITS.postImageMaxBytes);
  if (tooLarge) return ADMIN_POST_MESSAGES.imageTooLarge(tooLarge.name);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > LIMITS.postImagesTotalMaxBytes ? ADMIN_POST_MESSAGES.totalTooLarge : null;
};

/** Profile photo (resident section 5): JPEG, PNG or GIF, strictly under 5 MB. */
export const checkProfilePhoto = (file: FileInfo): IdentifiedMessage | null => {
  if (!hasFormat(file, PROFILE_TYPES, PROFILE_EXTENSIONS)) return identified('profile.invalidPhotoType');
  return file.size >= LIMITS.profilePhotoMaxBytes ? identified('profile.photoTooLarge') : null;
};

/** Case line list (admin section 5): a .csv by type or name, at most 10 MB. */
export const checkCsvFile = (file: FileInfo | null | undefined): string | null => {
  if (!file) return CSV_IMPORT_MESSAGES.selectFile;
  const isCsv = file.type.toLowerCase() === 'text/csv' || extensionOf(file.name) === 'csv';
  if (!isCsv) return CSV_IMPORT_MESSAGES.invalidFile;
  return file.size > LIMITS.csvMaxBytes ? CSV_IMPORT_MESSAGES.tooLarge : null;
};
