/** P15: how a list's row is laid out, named once for the CSS that reads it (theme/variables.css). */
export const ROW_ATTRIBUTE = 'data-row';
export const WRAP_ATTRIBUTE = 'data-wrap';

/** A row keeping room for a two-line value the app fills in, its text centred in it. */
export const liveRow = { [ROW_ATTRIBUTE]: 'live' } as const;
/** Settings' language choices, each divider as long as the lists'. */
export const choicesRow = { [ROW_ATTRIBUTE]: 'choices' } as const;
/** A label that wraps at its row's size, in both modes and in the prerendered frame. */
export const wraps = { [WRAP_ATTRIBUTE]: '' } as const;
