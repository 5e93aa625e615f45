import { describeSellerScreens } from './support/seller-screens';

/** Issue 8 on the sign-in, dashboard, profile, practice and wallet screens at 1366 px and the keyboard-only walk. */
describeSellerScreens(['laptop'], { keyboard: true });
