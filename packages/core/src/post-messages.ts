/**
 * The admin document's post form messages (admin section 5), copied character for character. The upload
 * rules (file-rules.ts) use them for report photos too, so they live apart from the staff-only messages.
 */

/**
 * The spec writes the file list as '...'; the names are joined by the caller and followed by a full stop
 * so the sentence reads like the resident form's version.
 */
export const unsupportedPostFiles = (names: string) =>
  `The following files are not supported: ${names}. Allowed formats: .jpg, .jpeg, .png`;
export const imageTooLargeOffender = (file: string) => `Each image must be ≤ 2MB. Offender: ${file}`;

export const ADMIN_POST_MESSAGES = {
  titleAndContentEmpty: 'Title and content cannot be empty.',
  titleTooLong: 'Title must be at most 120 characters.',
  contentTooLong: 'Content must be at most 2000 characters.',
  imageRequired: 'At least one image is required.',
  maxImages: 'Maximum 8 images allowed',
  unsupportedFiles: unsupportedPostFiles,
  imageTooLarge: imageTooLargeOffender,
  totalTooLarge: 'Total images size must be ≤ 8MB.',
  publishFailed: 'Failed to publish post. Please try again.',
  updateFailed: 'Failed to update post',
  updated: 'Post updated successfully!',
  deleteFailed: 'Failed to delete post',
  deleted: 'Post deleted successfully!',
  loggedOut: 'Logged out successfully.',
} as const;
