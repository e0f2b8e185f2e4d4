import type { z } from 'zod';
import type {
  ContactRequest,
  RegisterRequest,
  UpdateCustomerRequest,
  WalletAsset,
} from '@clubstay/contract/accounts';
import { endpoints } from '@clubstay/contract/endpoints';
import type { ApiClient } from './client.ts';

type Out<K extends keyof typeof endpoints> = z.output<(typeof endpoints)[K]['response']>;
type Client = Pick<ApiClient, 'get' | 'send'>;

// The session cookie helpers live with the cookies (no schema there, so the shell's first script can
// use them); kept here too for the account feature.

/**
 * The account calls of spec 1 §7, typed from the contract. Each throws an ApiError on failure; its
 * `errorCode` is the account error code of spec 1 §8 (or undefined, then the HTTP status stands in).
 */
export function accountApi(client: Client) {
  const e = endpoints;
  return {
    /** `es`: the hotel page's context when signing in there (spec 1 §7). */
    /** `unlock`: the code of an unlock e-mail (`/auth/sign-in?unlock=…`), lifting the account-wide sign-in ceiling once. */
    login: (email: string, password: string, es?: string, unlock?: string): Promise<Out<'login'>> =>
      client.send('post', e.login.path, e.login.response, { email, password, ...(es ? { es } : {}), ...(unlock ? { unlock } : {}) }),
    logout: (): Promise<Out<'logout'>> => client.send('post', e.logout.path, e.logout.response),
    requestConfirmationCode: (email: string): Promise<Out<'requestConfirmationCode'>> =>
      client.send('post', e.requestConfirmationCode.path, e.requestConfirmationCode.response, { email }),
    register: (body: RegisterRequest): Promise<Out<'register'>> =>
      client.send('post', e.register.path, e.register.response, body),
    joinWaitingList: (email: string): Promise<Out<'joinWaitingList'>> =>
      client.send('post', e.joinWaitingList.path, e.joinWaitingList.response, { email }),
    requestResetPassword: (email: string): Promise<Out<'requestResetPassword'>> =>
      client.send('post', e.requestResetPassword.path, e.requestResetPassword.response, { email }),
    resetPassword: (
      token: string,
      password: string,
      confirmPassword: string,
    ): Promise<Out<'resetPassword'>> =>
      client.send('post', e.resetPassword.path, e.resetPassword.response, {
        token,
        password,
        confirmPassword,
      }),
    changePassword: (body: {
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
    }): Promise<Out<'changePassword'>> =>
      client.send('post', e.changePassword.path, e.changePassword.response, body),
    getCustomer: (): Promise<Out<'getCustomer'>> => client.get(e.getCustomer.path, e.getCustomer.response),
    updateCustomer: (body: UpdateCustomerRequest): Promise<Out<'updateCustomer'>> =>
      client.send('patch', e.updateCustomer.path, e.updateCustomer.response, body),
    deleteCustomer: (password: string): Promise<Out<'deleteCustomer'>> =>
      client.send('delete', e.deleteCustomer.path, e.deleteCustomer.response, { password }),
    bookings: (startIndex: number, limit: number): Promise<Out<'customerBookings'>> =>
      client.get(e.customerBookings.path, e.customerBookings.response, { startIndex, limit }),
    cancelBooking: (offerKey: string): Promise<Out<'cancelBooking'>> =>
      client.send(
        'post',
        e.cancelBooking.path.replace('{offerId}', encodeURIComponent(offerKey)),
        e.cancelBooking.response,
      ),
    favorites: (): Promise<Out<'customerFavorites'>> =>
      client.get(e.customerFavorites.path, e.customerFavorites.response),
    subscriptions: (token: string): Promise<Out<'subscriptions'>> =>
      client.get(e.subscriptions.path, e.subscriptions.response, { token }),
    updateSubscriptions: (
      token: string,
      dealsAndOffers: boolean,
      travelUpgrades: boolean,
    ): Promise<Out<'updateSubscriptions'>> =>
      client.send('patch', e.updateSubscriptions.path, e.updateSubscriptions.response, {
        token,
        dealsAndOffers,
        travelUpgrades,
      }),
    unsubscribe: (token: string): Promise<Out<'unsubscribe'>> =>
      client.get(e.unsubscribe.path, e.unsubscribe.response, { token }),
    subscribe: (token: string): Promise<Out<'subscribe'>> =>
      client.get(e.subscribe.path, e.subscribe.response, { token }),
    joinNewsletter: (email: string): Promise<Out<'joinNewsletter'>> =>
      client.send('post', e.joinNewsletter.path, e.joinNewsletter.response, { email }),
    wallet: (): Promise<Out<'wallet'>> => client.get(e.wallet.path, e.wallet.response),
    withdraw: (asset: WalletAsset, amount: number, address: string): Promise<Out<'withdraw'>> =>
      client.send('post', e.withdraw.path, e.withdraw.response, { asset, amount, address }),
    affiliate: (): Promise<Out<'affiliate'>> => client.get(e.affiliate.path, e.affiliate.response),
    createInvitation: (expiresInDays: 1 | 7 | 30): Promise<Out<'createInvitation'>> =>
      client.send('post', e.createInvitation.path, e.createInvitation.response, { expiresInDays }),
    loyalty: (): Promise<Out<'loyalty'>> => client.get(e.loyalty.path, e.loyalty.response),
    contact: (body: ContactRequest): Promise<Out<'contact'>> =>
      client.send('post', e.contact.path, e.contact.response, body),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
