import type { z } from 'zod';
import type {
  ContactRequest,
  RegisterRequest,
  UpdateCustomerRequest,
  WalletAsset,
} from '@clubstay/contract/accounts';
import { ENDPOINT_PATHS as PATHS } from '@clubstay/contract/endpoint-paths';
import type { endpoints } from '@clubstay/contract/endpoints';
import { answerOf, type ApiClient } from './client.ts';

type Out<K extends keyof typeof endpoints> = z.output<(typeof endpoints)[K]['response']>;
type Client = Pick<ApiClient, 'get' | 'send'>;

// The session cookie helpers live with the cookies (no schema there, so the shell's first script can
// use them); kept here too for the account feature.

/**
 * The account calls of spec 1 §7, typed from the contract. Each throws an ApiError on failure; its
 * `errorCode` is the account error code of spec 1 §8 (or undefined, then the HTTP status stands in).
 */
export function accountApi(client: Client) {
  return {
    /** `es`: the hotel page's context when signing in there (spec 1 §7). */
    /** `unlock`: the code of an unlock e-mail (`/auth/sign-in?unlock=…`), lifting the account-wide sign-in ceiling once. */
    login: (email: string, password: string, es?: string, unlock?: string): Promise<Out<'login'>> =>
      client.send('post', PATHS.login[1], answerOf('login'), {
        email,
        password,
        ...(es ? { es } : {}),
        ...(unlock ? { unlock } : {}),
      }),
    logout: (): Promise<Out<'logout'>> => client.send('post', PATHS.logout[1], answerOf('logout')),
    requestConfirmationCode: (email: string): Promise<Out<'requestConfirmationCode'>> =>
      client.send('post', PATHS.requestConfirmationCode[1], answerOf('requestConfirmationCode'), { email }),
    register: (body: RegisterRequest): Promise<Out<'register'>> =>
      client.send('post', PATHS.register[1], answerOf('register'), body),
    joinWaitingList: (email: string): Promise<Out<'joinWaitingList'>> =>
      client.send('post', PATHS.joinWaitingList[1], answerOf('joinWaitingList'), { email }),
    requestResetPassword: (email: string): Promise<Out<'requestResetPassword'>> =>
      client.send('post', PATHS.requestResetPassword[1], answerOf('requestResetPassword'), { email }),
    resetPassword: (
      token: string,
      password: string,
      confirmPassword: string,
    ): Promise<Out<'resetPassword'>> =>
      client.send('post', PATHS.resetPassword[1], answerOf('resetPassword'), {
        token,
        password,
        confirmPassword,
      }),
    changePassword: (body: {
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
    }): Promise<Out<'changePassword'>> =>
      client.send('post', PATHS.changePassword[1], answerOf('changePassword'), body),
    getCustomer: (): Promise<Out<'getCustomer'>> => client.get(PATHS.getCustomer[1], answerOf('getCustomer')),
    updateCustomer: (body: UpdateCustomerRequest): Promise<Out<'updateCustomer'>> =>
      client.send('patch', PATHS.updateCustomer[1], answerOf('updateCustomer'), body),
    deleteCustomer: (password: string): Promise<Out<'deleteCustomer'>> =>
      client.send('delete', PATHS.deleteCustomer[1], answerOf('deleteCustomer'), { password }),
    bookings: (startIndex: number, limit: number): Promise<Out<'customerBookings'>> =>
      client.get(PATHS.customerBookings[1], answerOf('customerBookings'), { startIndex, limit }),
    cancelBooking: (offerKey: string): Promise<Out<'cancelBooking'>> =>
      client.send(
        'post',
        PATHS.cancelBooking[1].replace('{offerId}', encodeURIComponent(offerKey)),
        answerOf('cancelBooking'),
      ),
    favorites: (): Promise<Out<'customerFavorites'>> =>
      client.get(PATHS.customerFavorites[1], answerOf('customerFavorites')),
    subscriptions: (token: string): Promise<Out<'subscriptions'>> =>
      client.get(PATHS.subscriptions[1], answerOf('subscriptions'), { token }),
    updateSubscriptions: (
      token: string,
      dealsAndOffers: boolean,
      travelUpgrades: boolean,
    ): Promise<Out<'updateSubscriptions'>> =>
      client.send('patch', PATHS.updateSubscriptions[1], answerOf('updateSubscriptions'), {
        token,
        dealsAndOffers,
        travelUpgrades,
      }),
    unsubscribe: (token: string): Promise<Out<'unsubscribe'>> =>
      client.get(PATHS.unsubscribe[1], answerOf('unsubscribe'), { token }),
    subscribe: (token: string): Promise<Out<'subscribe'>> =>
      client.get(PATHS.subscribe[1], answerOf('subscribe'), { token }),
    joinNewsletter: (email: string): Promise<Out<'joinNewsletter'>> =>
      client.send('post', PATHS.joinNewsletter[1], answerOf('joinNewsletter'), { email }),
    wallet: (): Promise<Out<'wallet'>> => client.get(PATHS.wallet[1], answerOf('wallet')),
    withdraw: (asset: WalletAsset, amount: number, address: string): Promise<Out<'withdraw'>> =>
      client.send('post', PATHS.withdraw[1], answerOf('withdraw'), { asset, amount, address }),
    affiliate: (): Promise<Out<'affiliate'>> => client.get(PATHS.affiliate[1], answerOf('affiliate')),
    createInvitation: (expiresInDays: 1 | 7 | 30): Promise<Out<'createInvitation'>> =>
      client.send('post', PATHS.createInvitation[1], answerOf('createInvitation'), { expiresInDays }),
    loyalty: (): Promise<Out<'loyalty'>> => client.get(PATHS.loyalty[1], answerOf('loyalty')),
    contact: (body: ContactRequest): Promise<Out<'contact'>> =>
      client.send('post', PATHS.contact[1], answerOf('contact'), body),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
