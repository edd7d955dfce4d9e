import { imageTooLargeOffender, REPORT_FORM_MESSAGES, VALIDATION_MESSAGES } from '@dengue/core';
import { registerEnglish } from '../language-store';

/**
 * English, part 'report': The Report to Surveillance form. Loaded with the screens that use it (any module that
 * uses one of these keys imports this file), so other screens do not download it.
 */
export const reportEn = {
  'report.title': 'Report to Surveillance',
  'report.intro':
    'Tell the surveillance team where you saw a possible mosquito breeding site. Every field is required.',
  'report.anonymous': 'Post anonymously',
  'report.anonymousHint':
    'Other residents see an anonymous name instead of yours. The surveillance team still sees who reported.',
  'report.where': 'Where is it?',
  'report.mapLabel': 'Map of Quezon City: click where the breeding site is',
  'report.mapMissing': 'The map is not available.',
  'report.city': 'City',
  'report.barangay': 'Barangay',
  'report.address': 'Location address',
  'report.setByMap': 'Set by the map',
  'report.lookingUpAddress': 'Looking up the address...',
  'report.addressNotFound': 'Address not found',
  'report.when': 'When did you see it?',
  'report.date': 'Date',
  'report.time': 'Time',
  'report.useNow': 'Use Current Date & Time',
  'report.type': 'Report type',
  'report.selectType': 'Select a report type',
  'report.description': 'Description',
  'report.photos': 'Photos of the breeding site',
  'report.photosHint': 'Up to {max} photos, about 2 MB each. {onlyJpgPng} ({count} of {max} chosen)',
  'report.chosenPhotos': 'Chosen photos',
  'report.chosenAlt': '{name}, chosen {n} of {count}',
  'report.removePhoto': 'Remove photo {n} ({name})',
  'report.remove': 'Remove',
  'report.cancel': 'Cancel',
  'report.submit': 'Report',
  'report.sameSite': 'Is this the same site?',
  'report.pendingOne': '1 similar report nearby is waiting for review.',
  'report.pendingOther': '{count} similar reports nearby are waiting for review.',
  'report.upvoted': 'Upvoted',
  'report.upvoteInstead': 'Upvote instead',
  'report.barangayRequired': REPORT_FORM_MESSAGES.barangayRequired,
  'report.locationRequired': REPORT_FORM_MESSAGES.locationRequired,
  'report.dateRequired': REPORT_FORM_MESSAGES.dateRequired,
  'report.timeRequired': REPORT_FORM_MESSAGES.timeRequired,
  'report.reportTypeRequired': REPORT_FORM_MESSAGES.reportTypeRequired,
  'report.descriptionRequired': REPORT_FORM_MESSAGES.descriptionRequired,
  'report.photoRequired': REPORT_FORM_MESSAGES.photoRequired,
  'report.onlyJpgPng': REPORT_FORM_MESSAGES.onlyJpgPng,
  'report.maxImages': REPORT_FORM_MESSAGES.maxImages,
  'report.unsupportedFiles': REPORT_FORM_MESSAGES.unsupportedFiles('{names}'),
  'report.imageTooLarge': imageTooLargeOffender('{file}'),
  'report.dateInFuture': REPORT_FORM_MESSAGES.dateInFuture,
  'report.timeInFuture': REPORT_FORM_MESSAGES.timeInFuture,
  'report.dateTimeInFuture': REPORT_FORM_MESSAGES.dateTimeInFuture,
  'report.onlyTodayOrYesterday': REPORT_FORM_MESSAGES.onlyTodayOrYesterday,
  'report.descriptionLimit': REPORT_FORM_MESSAGES.descriptionLimit,
  'report.addressTooLong': VALIDATION_MESSAGES.reportAddressTooLong,
  'report.fillRequired': REPORT_FORM_MESSAGES.fillRequired,
  'report.outsideCity': REPORT_FORM_MESSAGES.outsideCity,
  'report.outsideBarangay': REPORT_FORM_MESSAGES.outsideBarangay,
  'report.locationSetIn': REPORT_FORM_MESSAGES.locationSetIn('{barangay}'),
  'report.reporting': REPORT_FORM_MESSAGES.reporting,
  'report.created': REPORT_FORM_MESSAGES.created,
  'report.createFailed': REPORT_FORM_MESSAGES.createFailed,
  'report.nearbyIntro':
    '{type} reported within {meters} m in the last 14 days. If it is the same place, upvote it instead of reporting it again.',
  'report.upvotedThanks': 'Upvoted. Thank you for confirming this site.',
} satisfies Record<string, string>;

registerEnglish(reportEn);
