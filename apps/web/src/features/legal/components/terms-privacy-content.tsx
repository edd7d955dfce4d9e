/** Terms of use and privacy notice of the public site, shown in the footer's Terms and Privacy dialog. */
export function TermsPrivacyContent() {
  return (
    <div className="space-y-5 text-slate-700 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ul]:list-disc [&_ul]:pl-5">
      <section>
        <h3>Terms of use</h3>
        <ul>
          <li>
            Dengue Watch QC shares weekly dengue patterns, alerts and prevention tips for Quezon City, and
            lets residents report possible mosquito breeding sites.
          </li>
          <li>
            Report only what you have seen yourself, with honest locations, dates and photos. Do not post
            photos of people, private documents, or anything that identifies someone else.
          </li>
          <li>
            Reports are reviewed by the Quezon City Epidemiology and Surveillance Division before they appear
            publicly. Reports that are false, offensive or unrelated to dengue may be rejected, and accounts
            that misuse the service may be suspended.
          </li>
          <li>
            The information here supports, and does not replace, advice from health workers. Dengue Watch QC
            is not an emergency service: if you or someone in your household has a high fever with severe
            abdominal pain, persistent vomiting or bleeding, go to the nearest health centre or hospital at
            once.
          </li>
        </ul>
      </section>
      <section>
        <h3>Privacy</h3>
        <ul>
          <li>
            We collect what you give us: your username, e-mail address and password when you sign up, and the
            location, date, type, description and photos of the reports you share.
          </li>
          <li>
            Photos are re-encoded before they are stored, which removes hidden data such as the camera&rsquo;s
            GPS position.
          </li>
          <li>
            If you report anonymously, other residents do not see your name or photo; surveillance staff can
            still link the report to your account to follow it up.
          </li>
          <li>
            Your information is used for dengue surveillance and response in Quezon City, and is handled in
            line with the Data Privacy Act of 2012 (Republic Act No. 10173). It is not sold or used for
            advertising.
          </li>
          <li>You may ask to see, correct or delete your personal data.</li>
        </ul>
      </section>
      <section>
        <h3>Contact</h3>
        <p>
          For questions about these terms, your data or a report, contact the Quezon City Epidemiology and
          Surveillance Division through the Quezon City Hall or your barangay health centre.
        </p>
      </section>
    </div>
  );
}
