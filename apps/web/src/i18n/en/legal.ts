import { registerEnglish } from '../language-store';

/**
 * English, part 'legal': the Terms and Privacy text (footer dialog, sign-up). Loaded with that dialog.
 */
export const legalEn = {
  'legal.title': 'Terms and Privacy',
  'legal.scrollLabel': 'Terms and privacy text',
  'legal.close': 'Close',
  'legal.termsTitle': 'Terms of use',
  'legal.terms1':
    'Dengue Watch QC shares weekly dengue patterns, alerts and prevention tips for Quezon City, and lets residents report possible mosquito breeding sites.',
  'legal.terms2':
    'Report only what you have seen yourself, with honest locations, dates and photos. Do not post photos of people, private documents, or anything that identifies someone else.',
  'legal.terms3':
    'Reports are reviewed by the Quezon City Epidemiology and Surveillance Division before they appear publicly. Reports that are false, offensive or unrelated to dengue may be rejected, and accounts that misuse the service may be suspended.',
  'legal.terms4':
    'The information here supports, and does not replace, advice from health workers. Dengue Watch QC is not an emergency service: if you or someone in your household has a high fever with severe abdominal pain, persistent vomiting or bleeding, go to the nearest health centre or hospital at once.',
  'legal.privacyTitle': 'Privacy',
  'legal.privacy1':
    'We collect what you give us: your username, e-mail address and password when you sign up, and the location, date, type, description and photos of the reports you share.',
  'legal.privacy2':
    'Photos are re-encoded before they are stored, which removes hidden data such as the camera’s GPS position.',
  'legal.privacy3':
    'If you report anonymously, other residents do not see your name or photo; surveillance staff can still link the report to your account to follow it up.',
  'legal.privacy4':
    'Your information is used for dengue surveillance and response in Quezon City, and is handled in line with the Data Privacy Act of 2012 (Republic Act No. 10173). It is not sold or used for advertising.',
  'legal.privacy5': 'You may ask to see, correct or delete your personal data.',
  'legal.contactTitle': 'Contact',
  'legal.contact':
    'For questions about these terms, your data or a report, contact the Quezon City Epidemiology and Surveillance Division through the Quezon City Hall or your barangay health centre.',
} satisfies Record<string, string>;

registerEnglish(legalEn);
