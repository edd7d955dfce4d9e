/**
 * The admin document's intervention messages (admin section 4), copied character for character. The
 * location picker, shared by the resident report form and the intervention form, uses them too.
 */

export const pinWithinOnly = (barangay: string) => `Pin must be within ${barangay} only`;
export const pinWithinBoundaries = (barangay: string) => `Pin must be within ${barangay} boundaries!`;
export const errorLoadingData = (message: string) => `Error loading data: ${message}`;
export const noRecommendationsFor = (label: string) => `No ${label} recommendations available.`;

export const INTERVENTION_MESSAGES = {
  selectBarangay: 'Please select a barangay',
  pinRequired: 'Please pin a specific location on the map within the selected barangay.',
  selectDate: 'Please select a date',
  selectType: 'Please select an intervention type',
  enterPersonnel: 'Please enter personnel name',
  selectStatus: 'Please select a status',
  outsideCity: 'Pinned location is outside Quezon City boundaries.',
  pinWithinOnly,
  pinWithinBoundaries,
  boundaryNotLoaded: 'Boundary data not loaded',
  invalidLocation: 'Invalid location',
  completingLocks:
    'Completing this intervention will lock its status and details. You will not be able to change them afterward.',
  createFailed: 'Failed to create intervention',
  created: 'Intervention created successfully!',
  updateFailed: 'Failed to update intervention. Please try again.',
  updated: 'Intervention updated successfully',
  archiveFailed: 'Failed to archive intervention. Please try again.',
  archived: 'Intervention archived successfully',
  unarchiveFailed: 'Failed to unarchive intervention. Please try again.',
  unarchived: 'Intervention unarchived successfully',
  deleteFailed: 'Failed to delete intervention. Please try again.',
  deleted: 'Intervention deleted permanently',
  authRequired: 'Authentication required. Please log in again.',
  boundaryLoadFailed: 'Failed to load boundary data. Please refresh the page.',
  barangayDataLoadFailed: 'Failed to load barangay data',
  loadError: errorLoadingData,
  noneFound: 'No interventions found',
  noArchived: 'No archived interventions found',
  noRecommendations: noRecommendationsFor,
} as const;
