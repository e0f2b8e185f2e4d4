import { WALLET_ADDRESS_PATTERN } from '@clubstay/contract/accounts';
import { BRANDS, type BrandId } from '@clubstay/contract/brands';
import { endpoints } from '@clubstay/contract/endpoints';
import { HttpError, route } from '#http.ts';
import { invitationView, readAffiliate } from './affiliate.ts';
import { type AccountContext, DAY_MS, MAX_LIVE_INVITATIONS, sandboxScenario } from './context.ts';
import { invitationCode } from './crypto.ts';
import { fieldError } from './errors.ts';
import { loyaltyOf } from './loyalty.ts';
import { completedStays } from './member-sql.ts';
import { insertMemberInvitation, liveInvitationCount } from './sql.ts';
import { processDueWithdrawals, readWallet, WITHDRAWAL_PROMISE_MS, withdraw } from './wallet.ts';

/** What the club gives its members: the wallet and its withdrawals, the affiliate dashboard, loyalty. */
export function registerClubRoutes(context: AccountContext): void {
  const { app, deps, options, clock, db } = context;
  const withdrawalDelayMs = deps.withdrawalDelayMs ?? 2 * 60 * 1000;

  // ── Wallet ──

  route(
    app,
    endpoints.wallet,
    async (_input, request) => {
      const { caller } = await context.member(request);
      const now = clock();
      await processDueWithdrawals(db(), caller.customerId, now, withdrawalDelayMs);
      return readWallet(db(), caller.customerId, caller.whiteLabel, now);
    },
    options,
  );

  route(
    app,
    endpoints.withdraw,
    async ({ body }, request) => {
      const { caller } = await context.member(request);
      const address = body.address.trim();
      if (!WALLET_ADDRESS_PATTERN.test(address))
        throw fieldError(
          'body.address',
          'invalid_address',
          'An Ethereum address: 0x and 40 hexadecimal characters',
        );
      const now = clock();
      const outcome = await db().transaction((tx) =>
        withdraw(tx, {
          customerId: caller.customerId,
          whiteLabel: caller.whiteLabel,
          asset: body.asset,
          amount: body.amount,
          address,
          now,
          failOnProcessing: deps.sandbox && sandboxScenario(request) === 'withdrawal-fails',
        }),
      );
      if (!outcome.ok) {
        throw outcome.reason === 'below-minimum'
          ? fieldError('body.amount', 'too_small', 'The amount is below the minimum withdrawal')
          : new HttpError(409, 'The amount is above your available balance', [
              {
                field: 'body.amount',
                code: 'insufficient_balance',
                message: `At most ${outcome.available.toFixed(2)} ${body.asset}`,
              },
            ]);
      }
      return {
        id: outcome.id,
        asset: body.asset,
        amount: Math.round(body.amount * 100) / 100,
        fee: outcome.fee,
        received: outcome.received,
        address,
        status: 'Pending',
        expectedBy: new Date(now.getTime() + WITHDRAWAL_PROMISE_MS).toISOString(),
      } as const;
    },
    options,
  );

  // ── Affiliate ──

  const affiliateOn = (whiteLabel: BrandId) => {
    if (!BRANDS[whiteLabel].featureToggles.ShowAffiliateDashboard)
      throw new HttpError(404, 'No affiliate dashboard on this brand');
  };

  route(
    app,
    endpoints.affiliate,
    async (_input, request) => {
      const { caller } = await context.member(request);
      affiliateOn(caller.whiteLabel);
      return readAffiliate(db(), caller.customerId, caller.whiteLabel, clock());
    },
    options,
  );

  route(
    app,
    endpoints.createInvitation,
    async ({ body }, request) => {
      const { caller } = await context.member(request);
      affiliateOn(caller.whiteLabel);
      const now = clock();
      if ((await liveInvitationCount(db(), caller.customerId, now)) >= MAX_LIVE_INVITATIONS)
        throw new HttpError(409, `At most ${MAX_LIVE_INVITATIONS} live invitation codes`);
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await insertMemberInvitation(db(), {
          whiteLabel: caller.whiteLabel,
          code: invitationCode(),
          customerId: caller.customerId,
          now,
          expiresAt: new Date(now.getTime() + body.expiresInDays * DAY_MS),
        });
        if (row) return invitationView(row, now);
      }
      throw new HttpError(500, 'Could not make a unique code');
    },
    options,
  );

  // ── Loyalty ──

  route(
    app,
    endpoints.loyalty,
    async (_input, request) => {
      const { caller } = await context.member(request);
      const brand = BRANDS[caller.whiteLabel];
      if (!brand.shell.loyaltyEntry) throw new HttpError(404, 'No loyalty programme on this brand');
      const stays = await completedStays(db(), caller.customerId, caller.whiteLabel);
      return loyaltyOf(
        stays.map((s) => ({
          nights: Number(s.nights),
          total: Number(s.total),
          bookedAt: new Date(s.created_at).toISOString(),
        })),
        brand.featureToggles.ShowLoyaltyProgram,
      );
    },
    options,
  );
}
