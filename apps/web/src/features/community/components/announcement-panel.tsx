import { FEED_MESSAGES, relativeTime } from '@dengue/core';
import { useQuery } from '@tanstack/react-query';
import { announcementQuery } from '../api/feed-query';

/** The side panel with the newest active announcement (resident section 2, Announcement card). */
export function AnnouncementPanel() {
  const { data, isPending, isError } = useQuery(announcementQuery());
  return (
    <aside
      aria-labelledby="announcement-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="announcement-heading" className="text-lg font-bold text-slate-900">
        Official Announcement
      </h2>
      {isPending ? (
        <p className="mt-3 text-slate-600">Loading...</p>
      ) : isError || !data ? (
        <p className="mt-3 text-slate-600">{FEED_MESSAGES.noAnnouncements}</p>
      ) : (
        <div className="mt-3">
          <h3 className="font-semibold text-slate-900">
            {data.title || FEED_MESSAGES.defaultAnnouncementTitle}
          </h3>
          <p className="text-sm text-slate-600">
            Quezon City Epidemiology and Surveillance Division ·{' '}
            <time dateTime={data.publishDate}>{relativeTime(data.publishDate)}</time>
          </p>
          <p className="mt-2 whitespace-pre-line text-slate-800">{data.content}</p>
        </div>
      )}
    </aside>
  );
}
