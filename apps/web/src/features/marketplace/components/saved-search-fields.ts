import { createSavedSearchSchema, savedSearchMailModeLabels, savedSearchMailModes } from '@pratiche/contracts';
import { zodRule } from '../../../lib/zod-rule';

/** The name as the API checks it (1-60 characters once trimmed); an empty name gets the same message. */
export const savedSearchNameRules = [zodRule(createSavedSearchSchema.shape.name, { skipEmpty: false })];

/** The contract's mail modes as choices ('E-mail subito', 'Riepilogo giornaliero', 'Nessuna e-mail'). */
export const mailModeOptions = savedSearchMailModes.map((value) => ({ value, label: savedSearchMailModeLabels[value] }));
