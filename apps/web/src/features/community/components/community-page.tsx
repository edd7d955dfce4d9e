import { type FormEvent, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useReportFormModal } from '../../../components/report-form-slot';
import { SearchInput } from '../../../components/ui/search-input';
import { useT } from '../../../i18n/language-store';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { feedQuery } from '../api/feed-query';
import type { FeedTab } from '../model/feed-tabs';
import { AnnouncementPanel } from './announcement-panel';
import { FeedTabs, PANEL_ID, tabId } from './feed-tabs';
import { PostFeed } from './post-feed';
import '../../../i18n/en/community';

/** Typing narrows the feed once the text has been still for a moment (one request per pause, not per key). */
const SEARCH_SETTLE_MS = 300;
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text.trim()), SEARCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * /community (resident section 2): search (typing narrows the tab, Enter opens /search?q=), feed tabs, the
 * report box, validated post cards with votes, and the newest official announcement. Comments reach the
 * cards through CommentThreadSlot (app/screens).
 */
export function CommunityPage({ queuedReports }: { queuedReports?: ReactNode } = {}) {
  const ReportFormModal = useReportFormModal();
  const t = useT();
  useDocumentTitle(t('community.title'));
  const user = useCurrentUser();
  const isResident = user?.role === 'user';
  const [chosen, setChosen] = useState<FeedTab>('latest');
  const tab: FeedTab = chosen === 'myPosts' && !isResident ? 'latest' : chosen;
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = useSettledText(query);
  const [reporting, setReporting] = useState(false);
  const [reportFormUsed, setReportFormUsed] = useState(false);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/search?${new URLSearchParams({ q })}` : '/search');
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('community.title')}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <search aria-label={t('community.searchPosts')}>
            <form onSubmit={onSearch}>
              <SearchInput
                label={t('community.searchPosts')}
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </form>
          </search>
          {isResident && (
            <section
              aria-label={t('community.reportSite')}
              className="rounded-2xl border border-slate-200 bg-white p-4"
            >
              <button
                type="button"
                onClick={() => {
                  setReportFormUsed(true);
                  setReporting(true);
                }}
                className="flex min-h-12 w-full items-center gap-3 rounded-full border border-slate-300 bg-slate-50 px-4 text-left text-slate-700 hover:bg-slate-100"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-cta"
                >
                  +
                </span>
                <span>{t('community.reportSite')}</span>
              </button>
            </section>
          )}
          {!isResident && (
            <section
              aria-label={t('community.reportSite')}
              className="rounded-2xl border border-slate-200 bg-white p-4"
            >
              <Link to="/login" className="font-medium text-blue-800 underline underline-offset-2">
                {t('community.loginToReport')}
              </Link>
            </section>
          )}
          <FeedTabs active={tab} isResident={isResident} onChange={setChosen} />
          <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} className="flex flex-col gap-4">
            {/* The resident's reports kept on this phone (composed in by app/), above My Posts. */}
            {tab === 'myPosts' && queuedReports}
            {/* The cards' author headings are level 3: this keeps the outline from jumping from the page title. */}
            <h2 className="sr-only">{t(`community.tab.${tab}`)}</h2>
            <PostFeed key={tab} tab={tab} user={user} search={search} />
          </div>
        </div>
        <AnnouncementPanel />
      </div>
      {isResident && reportFormUsed && ReportFormModal && (
        <Suspense fallback={null}>
          <ReportFormModal
            open={reporting}
            onClose={() => setReporting(false)}
            listKey={feedQuery('myPosts', user.id).queryKey}
            onCreated={() => setChosen('myPosts')}
          />
        </Suspense>
      )}
    </div>
  );
}
