import type { ProfileResponse } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { PageLoading } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/language-store';
import { getErrorMessage } from '../../../lib/api-error';
import { type SessionUser, useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { profileQuery } from '../api/profile-query';
import { profileCounts } from '../model/profile-reports';
import { MediaGrid } from './media-grid';
import { MyReports } from './my-reports';
import { PhotoEditor } from './photo-editor';
import { ProfileDetails } from './profile-details';
import { RecentActivity } from './recent-activity';
import { ShareBox } from './share-box';
import '../../../i18n/en/profile';

export interface ProfilePageProps {
  /** The home barangay and device alerts (dengue alerts), composed in by app/. */
  alertSettings?: ReactNode;
  /** The notification list, composed in by app/ (features do not import each other). */
  notifications?: ReactNode;
  /** The resident's reports kept on this phone until they can be sent, above My Reports. */
  queuedReports?: ReactNode;
  /** The Report to Surveillance dialog the share box opens, composed in by app/. */
  renderReportForm?: (controls: { open: boolean; onClose: () => void }) => ReactNode;
}

/** /profile (resident section 2, role user; the route guard lets only residents in). */
export function ProfilePage(props: ProfilePageProps) {
  const t = useT();
  useDocumentTitle(t('profile.title'));
  const user = useCurrentUser();
  if (!user) return null;
  return <OwnProfile user={user} {...props} />;
}

function OwnProfile({ user, ...slots }: { user: SessionUser } & ProfilePageProps) {
  const t = useT();
  const query = useQuery(profileQuery(user.id));
  if (query.isPending) return <PageLoading label={t('profile.loading')} />;
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('profile.title')}</h1>
        <p role="alert" className="text-slate-800">
          {t('profile.loadFailed')} {getErrorMessage(query.error)}
        </p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="min-h-11 rounded-full bg-slate-900 px-5 font-semibold text-white hover:bg-slate-800"
        >
          {t('profile.retry')}
        </button>
      </div>
    );
  }
  return <ProfileView user={user} profile={query.data} {...slots} />;
}

function ProfileView({
  user,
  profile,
  notifications,
  alertSettings,
  queuedReports,
  renderReportForm,
}: {
  user: SessionUser;
  profile: ProfileResponse;
} & ProfilePageProps) {
  const t = useT();
  const [detailsOpen, setDetailsOpen] = useState(false);
  // The form's code is fetched on the first click, not with the profile.
  const [reporting, setReporting] = useState(false);
  const [reportFormUsed, setReportFormUsed] = useState(false);
  const counts = profileCounts(profile);
  return (
    <div className="pb-12">
      <section aria-labelledby="profile-title" data-surface="dark" className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-8 sm:flex-row sm:items-end sm:px-6">
          <PhotoEditor
            accountId={user.id}
            email={profile.account.email}
            src={profile.account.profilePhotoUrl}
          />
          <div className="flex min-w-0 flex-col items-center gap-3 sm:items-start">
            <div className="text-center sm:text-left">
              <h1 id="profile-title" className="text-sm font-semibold tracking-wide text-slate-300 uppercase">
                {t('profile.title')}
              </h1>
              <p className="text-3xl font-bold break-all" data-testid="profile-username">
                {profile.account.username}
              </p>
            </div>
            <dl className="flex gap-6">
              <div>
                <dt className="text-sm text-slate-300">{t('profile.reportsPosted')}</dt>
                <dd className="text-2xl font-bold" data-testid="count-reports-posted">
                  {counts.reportsPosted}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-300">{t('profile.upvotes')}</dt>
                <dd className="text-2xl font-bold" data-testid="count-upvotes">
                  {counts.upvotes}
                </dd>
              </div>
            </dl>
            <button
              type="button"
              onClick={() => setDetailsOpen(true)}
              aria-haspopup="dialog"
              className="inline-flex min-h-10 items-center rounded-full bg-cta px-4 text-sm font-semibold text-slate-900 hover:bg-cta-hover md:hidden"
            >
              {t('profile.details')}
            </button>
          </div>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 sm:px-6 md:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-labelledby="details-title" className="hidden md:block">
          <h2 id="details-title" className="mb-4 text-xl font-bold text-slate-900">
            {t('profile.details')}
          </h2>
          <ProfileDetails accountId={user.id} profile={profile} />
        </aside>
        <div className="flex min-w-0 flex-col gap-10">
          <ShareBox
            onShare={() => {
              setReportFormUsed(true);
              setReporting(true);
            }}
          />
          {queuedReports}
          <MyReports profile={profile} />
          {notifications}
          {alertSettings}
          <MediaGrid photos={profile.photos} />
          <RecentActivity profile={profile} />
        </div>
      </div>
      <Modal open={detailsOpen} onClose={() => setDetailsOpen(false)} title={t('profile.details')}>
        <ProfileDetails accountId={user.id} profile={profile} />
      </Modal>
      {reportFormUsed && renderReportForm?.({ open: reporting, onClose: () => setReporting(false) })}
    </div>
  );
}
