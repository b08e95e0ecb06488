import { render, waitFor } from '@testing-library/react';
import { App } from './App';

vi.mock('../tabs/TabsPage', () => ({
  default: () => <div data-testid="tabs-module" />,
  firstPageLoaded: Promise.resolve(),
}));

describe('App', () => {
  it('S1: the root shell holds exactly one router outlet', async () => {
    window.history.replaceState(null, '', '/');
    const { container, findByTestId } = render(<App />);
    // The shell has settled once the empty path has landed in the tabs module.
    await findByTestId('tabs-module');
    const app = container.querySelector('ion-app');
    expect(app).not.toBeNull();
    expect(app?.querySelectorAll(':scope > ion-router-outlet')).toHaveLength(1);
  });

  it('S2: the empty path lands in the lazily loaded tabs module', async () => {
    window.history.replaceState(null, '', '/');
    const { findByTestId } = render(<App />);
    expect(await findByTestId('tabs-module')).toBeInTheDocument();
    // The module (mocked here) sends `/tabs` on to the landing tab: e2e/routes.test.ts.
    await waitFor(() => {
      expect(window.location.pathname).toBe('/tabs');
    });
  });
});
