import { capabilities } from './capabilities';

/** The `:id` values of `/tabs/explore/:id` the build prerenders (P10): every capability's page. */
export const parameterValues: readonly string[] = capabilities.map(({ id }) => id);
