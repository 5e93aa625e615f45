import { personalDataPolicy } from './infrastructure/personal-data/personal-data.declaration';
import { practicePersonalData } from './modules/practice/practice.personal-data';
import { userPersonalData } from './modules/user/user.personal-data';

/** Every capability's declaration of the personal fields inside its events (crypto-shredding). */
export const allPersonalData = personalDataPolicy(userPersonalData, practicePersonalData);
