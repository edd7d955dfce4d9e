import { PROFILE_MESSAGES, VALIDATION_MESSAGES } from '@dengue/core';
import { registerEnglish } from '../language-store';

/**
 * English, part 'profile': /profile. Loaded with the screens that use it (any module that
 * uses one of these keys imports this file), so other screens do not download it.
 */
export const profileEn = {
  'profile.title': 'My Profile',
  'profile.loading': 'Loading your profile...',
  'profile.loadFailed': 'We could not load your profile.',
  'profile.retry': 'Retry',
  'profile.reportsPosted': 'Reports Posted',
  'profile.upvotes': 'Upvotes',
  'profile.details': 'Profile details',
  'profile.email': 'E-mail',
  'profile.bio': 'Bio',
  'profile.reportsByStatus': 'Reports by status',
  'profile.recentActivity': 'Recent activity',
  'profile.noActivity': 'No activity yet. Your reports will show here as you file them.',
  'profile.activityWhat': '{type} in {barangay}',
  'profile.activityReport': 'Report',
  'profile.activityUnknownBarangay': 'an unknown barangay',
  'profile.activityValidated': 'Your report of {what} was validated',
  'profile.activityRejected': 'Your report of {what} was not validated',
  'profile.activityPending': 'You reported {what}; it is waiting for review',
  'profile.reportTitle': '{type} in {barangay}',
  'profile.anonymous': 'Anonymous',
  'profile.more': 'more',
  'profile.upvotesOne': '{count} upvote',
  'profile.upvotesOther': '{count} upvotes',
  'profile.myReports': 'My Reports',
  'profile.tabLabel': '{status} ({count})',
  'profile.showingNewest': 'Showing your newest {shown} of {total}.',
  'profile.emptyValidated':
    'No validated reports yet. Reports appear here once the surveillance team validates them.',
  'profile.emptyPending': 'No reports waiting for review.',
  'profile.emptyRejected': 'No rejected reports.',
  'profile.media': 'Media',
  'profile.noMedia': 'No photos yet. Photos of your reports appear here once the reports are validated.',
  'profile.mediaAlt': 'From your validated reports, {n} of {count}',
  'profile.showFewer': 'Show fewer photos',
  'profile.showAll': 'Show all {count} photos',
  'profile.shareTitle': 'Seen a possible breeding site?',
  'profile.shareText': 'Report it to the surveillance team with a photo and its location.',
  'profile.shareButton': 'Report a breeding site',
  'profile.noBio': 'No bio yet. Tell your neighbours a little about yourself.',
  'profile.editBio': 'Edit bio',
  'profile.charactersUsed': 'Characters used: ',
  'profile.saving': 'Saving...',
  'profile.saveBio': 'Save bio',
  'profile.yourAvatar': 'Your avatar',
  'profile.uploading': 'Uploading...',
  'profile.changePhoto': 'Change photo',
  'profile.bioUpdated': PROFILE_MESSAGES.bioUpdated,
  'profile.bioUpdateFailed': PROFILE_MESSAGES.bioUpdateFailed,
  'profile.photoUpdated': PROFILE_MESSAGES.photoUpdated,
  'profile.photoUpdateFailed': PROFILE_MESSAGES.photoUpdateFailed,
  'profile.invalidPhotoType': PROFILE_MESSAGES.invalidPhotoType,
  'profile.photoTooLarge': PROFILE_MESSAGES.photoTooLarge,
  'profile.bioTooLong': VALIDATION_MESSAGES.bioTooLong,
} satisfies Record<string, string>;

registerEnglish(profileEn);
