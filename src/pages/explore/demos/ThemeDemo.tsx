import { useStore } from 'zustand';
import { DarkModeToggle } from '../../../theme/DarkModeToggle';
import { themeStore } from '../../../theme/themeStore';
import { themeSourceLabels } from '../../../theme/themeSourceLabels';
import { LiveState, TryIt } from './DemoSection';

export function ThemeDemo() {
  const { prefersDark, source } = useStore(themeStore);
  return (
    <>
      <LiveState
        rows={[
          ['prefersDark', String(prefersDark)],
          ['Came from', themeSourceLabels[source]],
        ]}
      />
      <TryIt>
        <DarkModeToggle />
      </TryIt>
    </>
  );
}
