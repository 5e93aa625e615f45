import { describeSellerScreens } from './support/seller-screens';

/** Issue 8 on the sign-in, dashboard, profile, practice and wallet screens at 390 px. */
describeSellerScreens(['phone'], { keyboard: false });
