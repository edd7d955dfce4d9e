import { SignupPage } from '../../features/auth/components/signup-page';
import { TermsPrivacyContent } from '../../features/legal/components/terms-privacy-content';

/** Sign-up with the site's terms: the two features meet here, in app/ (features never import each other). */
export function SignupScreen() {
  return <SignupPage terms={<TermsPrivacyContent />} />;
}
