import { useLingui } from '../../../shared/i18n';
import { useStore } from 'zustand';
import { DarkModeToggle } from '../../../theme/DarkModeToggle';
import { themeStore } from '../../../theme/themeStore';
import { themeSourceLabels } from '../../../theme/themeSourceLabels';
import { LiveState, TryIt } from './DemoSection';

export function ThemeDemo() {
  const { prefersDark, source } = useStore(themeStore);
  const { _ } = useLingui();
  return (
    <>
      <LiveState
        rows={[
          [_('demo.theme.setting'), _(prefersDark ? 'demo.theme.on' : 'demo.theme.off')],
          [_('demo.theme.cameFrom'), _(themeSourceLabels[source])],
        ]}
      />
      <TryIt>
        <DarkModeToggle />
      </TryIt>
    </>
  );
}
