import { TabList } from '../../../components/ui/tab-list';
import { useT } from '../../../i18n/language-store';
import { type FeedTab, tabsFor } from '../model/feed-tabs';
import '../../../i18n/en/community';

export const tabId = (tab: FeedTab) => `community-tab-${tab}`;
export const PANEL_ID = 'community-feed-panel';

/** Popular, Latest and (for residents) My Posts, as a tablist with arrow-key movement. */
export function FeedTabs({
  active,
  isResident,
  onChange,
}: {
  active: FeedTab;
  isResident: boolean;
  onChange: (tab: FeedTab) => void;
}) {
  const t = useT();
  return (
    <TabList
      label={t('community.tabsLabel')}
      tabs={tabsFor(isResident).map((tab) => ({ id: tab.id, label: t(`community.tab.${tab.id}`) }))}
      active={active}
      onChange={onChange}
      tabId={tabId}
      panelId={PANEL_ID}
      homeEnd
    />
  );
}
