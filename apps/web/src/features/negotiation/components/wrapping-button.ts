/** Long labels wrap inside a phone's narrow column instead of running past the card. */
export const wrappingButton = { whiteSpace: 'normal', height: 'auto', minHeight: 32, paddingBlock: 4, maxWidth: '100%', textAlign: 'left' } as const;
