import { useLingui } from '../../shared/i18n';
import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Page } from '../../shared/Page';
import { TABS_ROOT, tabPath } from '../../shared/paths';
import { findCapability, type CapabilityId } from './capabilities';
import { BACK_DEMO_CONTENT_ID, BackButtonDemo } from './demos/BackButtonDemo';
import { DeepLinkDemo } from './demos/DeepLinkDemo';
import { OfflineDemo } from './demos/OfflineDemo';
import { SplashDemo } from './demos/SplashDemo';
import { StatusBarDemo } from './demos/StatusBarDemo';
import { TabBadgesDemo } from './demos/TabBadgesDemo';
import { ThemeDemo } from './demos/ThemeDemo';

const demos: Record<CapabilityId, ComponentType> = {
  'splash-screen': SplashDemo,
  'status-bar': StatusBarDemo,
  'dark-theme': ThemeDemo,
  'back-button': BackButtonDemo,
  offline: OfflineDemo,
  'deep-links': DeepLinkDemo,
  'tab-badges': TabBadgesDemo,
};

/** P4: one capability at `/tabs/explore/:id`; an unknown id is an unmatched route (S2). */
export default function CapabilityPage() {
  const { _ } = useLingui();
  const { id } = useParams();
  const capability = findCapability(id);
  // Unmatched (P1, S2): `/tabs` sends it where `/` lands, inside the tabs module.
  if (!capability) return <Navigate to={TABS_ROOT} replace />;
  const Demo = demos[capability.id];

  return (
    <Page
      title={_(capability.title)}
      backHref={tabPath('explore')}
      {...(capability.id === 'back-button' ? { contentId: BACK_DEMO_CONTENT_ID } : {})}
    >
      <p className="page-intro running-text">{_(capability.description)}</p>
      <Demo />
    </Page>
  );
}
