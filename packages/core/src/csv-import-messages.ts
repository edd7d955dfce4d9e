/**
 * The admin document's line-list import messages, copied character for character. They sit beside the
 * other upload rules in file-rules.ts, which the resident report form uses too.
 */

export const CSV_IMPORT_MESSAGES = {
  selectFile: 'Please select a CSV file first',
  invalidFile: 'Please select a valid CSV file.',
  tooLarge: 'File size too large. Please select a file smaller than 10MB.',
  authInvalid: 'Authentication invalid. Please log in again.',
  succeeded:
    'Dengue case data has been successfully imported and analyzed. The system has updated all risk assessments and pattern recognition for affected barangays.',
  failedAfterRetries: 'Upload failed after 4 attempts. Please try again later or contact support.',
  fileProcessingError:
    'Server error: File processing failed. Please try again or contact support if the issue persists.',
  uploadFailed: 'Failed to upload file',
  importFailed: 'Failed to import CSV file',
} as const;
