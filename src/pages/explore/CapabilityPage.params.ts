import { capabilities } from './capabilities';

// P10: prerender every capability's page.
export const parameterValues: readonly string[] = capabilities.map(({ id }) => id);
