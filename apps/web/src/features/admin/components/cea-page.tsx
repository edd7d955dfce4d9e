import { useSearchParams } from 'react-router';
import { TabList } from '../../../components/ui/tab-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DengueAlertsTab } from './cea/dengue-alerts-tab';
import { PublicPostsTab } from './cea/public-posts-tab';

const TABS = [
  { id: 'public', label: 'Public Information Posts' },
  { id: 'alerts', label: 'Dengue Alerts' },
] as const;
type CeaTab = (typeof TABS)[number]['id'];

const PANEL_ID = 'cea-tab-panel';
const tabId = (tab: CeaTab) => `cea-tab-${tab}`;

/** Community Engagement and Awareness: the tab lives in the URL (?tab=public|alerts) so a link opens it. */
export function CeaPage() {
  useDocumentTitle('Community Engagement and Awareness');
  const [params, setParams] = useSearchParams();
  const active: CeaTab = params.get('tab') === 'alerts' ? 'alerts' : 'public';
  return (
    <section aria-labelledby="cea-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 id="cea-title" className="text-2xl font-bold tracking-tight text-slate-900">
        Community Engagement and Awareness
      </h1>
      <TabList
        label="Sections"
        tabs={TABS}
        active={active}
        onChange={(tab) => setParams({ tab }, { replace: true })}
        tabId={tabId}
        panelId={PANEL_ID}
        className="mt-6"
      />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(active)} className="pt-6">
        {active === 'public' ? <PublicPostsTab /> : <DengueAlertsTab />}
      </div>
    </section>
  );
}
