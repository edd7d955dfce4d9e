import { registerEnglish } from '../language-store';

/**
 * English, part 'alerts': the dengue-alert banner, the home barangay and device alerts on /profile, and the
 * alerts in a barangay's map popup. Loaded with the screens that use them.
 */
export const alertsEn = {
  'alerts.bannerLabel': 'Dengue alerts for your barangay',
  'alerts.bannerTitle': 'Dengue alert for {barangay}',
  'alerts.sentAt': 'Sent {time}',
  'alerts.dismiss': 'Dismiss',
  'alerts.dismissFailed': 'Could not dismiss the alert. Please try again.',
  'alerts.homeTitle': 'Dengue alerts',
  'alerts.homeHelp':
    'Choose the barangay where you live to get its dengue alerts. Only you can see your choice; you can change or remove it at any time.',
  'alerts.homeLabel': 'Home barangay',
  'alerts.homeNone': 'None (no dengue alerts)',
  'alerts.homeSave': 'Save',
  'alerts.homeSaving': 'Saving...',
  'alerts.homeSaved': 'Home barangay saved.',
  'alerts.homeCleared': 'Home barangay removed. You will not get dengue alerts.',
  'alerts.homeFailed': 'Could not save your home barangay. Please try again.',
  'alerts.pushTurnOn': 'Turn on alerts on this device',
  'alerts.pushTurnOff': 'Turn off alerts on this device',
  'alerts.pushOn': 'Alerts are on for this device.',
  'alerts.pushOff': 'This device does not show alerts while the app is closed.',
  'alerts.pushDenied':
    'Notifications are blocked for this site. Allow them in your browser settings to get alerts on this device.',
  'alerts.pushUnsupported': 'This browser cannot show alerts while the app is closed.',
  'alerts.pushFailed': 'Could not change alerts on this device. Please try again.',
  'alerts.popupTitle': 'Active dengue alerts',
  'alerts.notificationTag': 'Dengue alert',
} as const;

registerEnglish(alertsEn);
