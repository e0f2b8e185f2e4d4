import { BRANDS } from '@clubstay/contract/brands';

/** This app's row of the brand matrix (shared/brands.md), kept in the contract so the API serves the same. */
export const settings = BRANDS['xportal'];
