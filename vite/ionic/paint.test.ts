// @vitest-environment node
import { paintIonic } from './paint';

describe('paintIonic', () => {
  it('keeps a host’s aria-label, which the browser’s Ionic reads again when it hydrates (P14)', async () => {
    const { body } = await paintIonic(
      '<ion-back-button default-href="/tabs/explore" aria-label="Zurück"></ion-back-button>',
      'md',
    );
    // Ionic moves it to its button; the host keeps it, or the hydrated button is named "back".
    expect(body).toMatch(/<ion-back-button[^>]* aria-label="Zurück"/);
    expect(body).toMatch(/<button[^>]* aria-label="Zurück"/);
  });
});
