import { useT } from '../../../i18n/language-store';
import '../../../i18n/en/legal';

/** Terms of use and privacy notice of the public site, shown in the footer's Terms and Privacy dialog. */
export function TermsPrivacyContent() {
  const t = useT();
  return (
    <div className="space-y-5 text-slate-700 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ul]:list-disc [&_ul]:pl-5">
      <section>
        <h3>{t('legal.termsTitle')}</h3>
        <ul>
          <li>{t('legal.terms1')}</li>
          <li>{t('legal.terms2')}</li>
          <li>{t('legal.terms3')}</li>
          <li>{t('legal.terms4')}</li>
        </ul>
      </section>
      <section>
        <h3>{t('legal.privacyTitle')}</h3>
        <ul>
          <li>{t('legal.privacy1')}</li>
          <li>{t('legal.privacy2')}</li>
          <li>{t('legal.privacy3')}</li>
          <li>{t('legal.privacy4')}</li>
          <li>{t('legal.privacy5')}</li>
        </ul>
      </section>
      <section>
        <h3>{t('legal.contactTitle')}</h3>
        <p>{t('legal.contact')}</p>
      </section>
    </div>
  );
}
