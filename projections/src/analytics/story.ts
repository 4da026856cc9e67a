import { randomUUID } from 'node:crypto';
import {
  AdClicked,
  AdFiguresSummarised,
  AdImpressionsCounted,
  CreditsAdjusted,
  CreditsDeposited,
  CreditsSpentOnVip,
  DepositCancelled,
  DepositRequested,
  FlagCreated,
  FlagDeleted,
  PaymentIntentCreated,
  PaymentIntentExpired,
  PaymentIntentSettled,
  PictureAdded,
  PictureApproved,
  PictureDeclined,
  PictureReturnedToPending,
  ProfileCompletionRequested,
  ProfileEdited,
  ReportResolved,
  RoleSwitched,
  streams,
  UserApproved,
  UserReported,
  UserSeen,
  VipExtended,
  ViewRecorded,
  ViewsSummarised,
  type ActorRole,
  type ProfileChanges,
} from '@annuaire/shared';
import { happened, type GivenEvent } from '../testing/events';
import { registered } from '../testing/users';

/** A moment of the story: `day` days after Monday 2 February 2026, at `hour`:`minute` UTC (10:00 in Toronto at 15:00). */
export const storyAt = (day: number, hour = 15, minute = 0) =>
  new Date(Date.UTC(2026, 1, 2 + day, hour, minute)).toISOString();
const when = (day: number, hour?: number, minute?: number, actorRole: ActorRole = 'system') => ({
  at: storyAt(day, hour, minute),
  actorRole,
});

/** Words that must reach no analytics view: contact details, messages, staff's texts, payment details. */
export const PRIVATE_WORDS = [
  'scam@example.com',
  'she looks sixteen',
  'checked her papers',
  'known scammer',
  'welcome gift',
  'duplicate deposit',
  'ANN-0000ABCD',
  'bc1qprivatewallet',
  'inv-private-1',
  'https://pay.example/checkout',
  'blurry face',
  'asked by mail',
];

/**
 * Two weeks of a small site, one fact of each kind the analytics views count: four members registering (one
 * switched to escort, one to libertine, one approved twice), a picture decided three times, views, credits bought
 * by Interac and crypto and spent on VIP, a block's ad figures, two reports and a flag. Events come in the order
 * they happened.
 */
export function analyticsStory() {
  const ana = registered({ username: 'ana' }, when(0));
  const ben = registered({ username: 'ben', gender: 'man', pending: true }, when(0));
  const cleo = registered({ username: 'cleo', role: 'client' }, when(0, 16));
  const dana = registered({ username: 'dana', gender: 'trans-woman' }, when(0, 16));
  const [picture, request, cancelled, purchase, paid, expired, block, report, guestReport, flag] = Array.from(
    { length: 10 },
    () => randomUUID(),
  );
  const user = (member: { userId: string }) => streams.user(member.userId);
  const place = (member: { userId: string }, location: ProfileChanges['location'], minute: number) =>
    happened(ProfileEdited, user(member), { changes: { location } }, when(0, 16, minute));
  const ledger = streams.credits(ana.userId);
  const intent = (id: string, userId: string, day: number, hour: number) =>
    happened(
      PaymentIntentCreated,
      streams.paymentIntent(id),
      {
        intentId: id,
        userId,
        packId: 'pack-30',
        credits: 30,
        priceCad: 150,
        currency: 'BTC',
        provider: 'btcpay',
        invoiceId: id === paid ? 'inv-private-1' : 'inv-private-2',
        expiresAt: storyAt(day, hour, 30),
        checkoutLink: 'https://pay.example/checkout',
        payment: { address: 'bc1qprivatewallet', amount: '0.0012', paymentLink: null },
      },
      when(day, hour),
    );
  const events: GivenEvent[] = [
    ana.event,
    ben.event,
    cleo.event,
    dana.event,
    happened(
      FlagCreated,
      streams.flag(flag!),
      { flagId: flag!, type: 'email', value: 'scam@example.com', note: 'known scammer' },
      when(0, 15, 30, 'moderator'),
    ),
    place(ana, { region: 'montreal', city: 'ville-marie' }, 1),
    place(ben, { region: 'laval', city: null }, 1),
    place(dana, { region: 'laval', city: null }, 2),
    happened(
      PictureAdded,
      user(ana),
      { pictureId: picture!, url: `gallery/${picture}`, width: 600, height: 800 },
      when(0, 17),
    ),
    happened(
      CreditsDeposited,
      ledger,
      { credits: 30, notify: false, depositRequestId: null },
      { ...when(0, 18, 0, 'admin'), reason: 'welcome gift' },
    ),
    happened(PictureApproved, user(ana), { pictureId: picture! }, when(0, 19, 0, 'moderator')),
    happened(UserApproved, user(ben), {}, when(0, 19, 30, 'moderator')),
    happened(PictureReturnedToPending, user(ana), { pictureId: picture! }, when(0, 20, 0, 'moderator')),
    happened(PictureDeclined, user(ana), { pictureId: picture!, note: 'blurry face' }, when(0, 21, 0, 'moderator')),
    happened(
      DepositRequested,
      ledger,
      { requestId: request!, method: 'interac', credits: 60, price: 260, reference: 'ANN-0000ABCD' },
      when(1, 10, 0, 'escort'),
    ),
    happened(
      DepositRequested,
      streams.credits(ben.userId),
      { requestId: cancelled!, method: 'interac', credits: 30, price: 150, reference: 'ANN-0000EEEE' },
      when(1, 10, 0, 'escort'),
    ),
    happened(DepositCancelled, streams.credits(ben.userId), { requestId: cancelled! }, when(1, 11, 0, 'escort')),
    happened(
      CreditsDeposited,
      ledger,
      { credits: 60, notify: true, depositRequestId: request! },
      when(1, 12, 0, 'admin'),
    ),
    happened(UserSeen, user(ana), {}, when(1, 15)),
    happened(
      UserReported,
      streams.report(report!),
      {
        reportId: report!,
        reportedUserId: ana.userId,
        reporterId: cleo.userId,
        reason: 'underage',
        message: 'she looks sixteen',
      },
      when(1, 15, 0, 'client'),
    ),
    happened(
      AdImpressionsCounted,
      streams.adEvents(block!),
      { placement: 'blockCard', ownerId: 'advertiser-1', count: 200 },
      when(1, 15),
    ),
    ...[0, 1, 2].map((minute) =>
      happened(
        AdClicked,
        streams.adEvents(block!),
        { placement: 'blockCard', ownerId: 'advertiser-1', name: 'ad_card_click' },
        when(1, 16, minute),
      ),
    ),
    ...(['user_view', 'user_view', 'user_view', 'user_contact'] as const).map((name) =>
      happened(ViewRecorded, streams.views(ana.userId), { name, vip: false, viewerId: null }, when(1, 17)),
    ),
    ...[0, 1].map(() =>
      happened(ViewRecorded, streams.views(ben.userId), { name: 'user_view', vip: false, viewerId: null }, when(1, 18)),
    ),
    happened(
      RoleSwitched,
      user(cleo),
      { from: 'client', to: 'escort', libertine: false },
      { ...when(1, 18, 0, 'admin'), reason: 'asked by mail' },
    ),
    // Staff ask ben to complete his profile, which makes him pending again, then approve him a second time.
    happened(ProfileCompletionRequested, user(ben), { wasPending: false }, when(1, 19, 0, 'moderator')),
    happened(UserApproved, user(ben), {}, when(1, 20, 0, 'admin')),
    happened(ReportResolved, streams.report(report!), { note: 'checked her papers' }, when(1, 21, 0, 'moderator')),
    happened(RoleSwitched, user(dana), { from: 'escort', to: 'client', libertine: true }, when(2, 15, 0, 'admin')),
    happened(CreditsSpentOnVip, ledger, { purchaseId: purchase!, credits: 30, days: 30 }, when(2, 15, 0, 'escort')),
    happened(VipExtended, user(ana), { purchaseId: purchase!, days: 30, until: storyAt(32) }, when(2, 15, 0, 'escort')),
    happened(
      UserReported,
      streams.report(guestReport!),
      { reportId: guestReport!, reportedUserId: ben.userId, reporterId: 'guest:5f1d2e', reason: 'spam', message: '' },
      when(2, 15, 0, 'system'),
    ),
    happened(FlagDeleted, streams.flag(flag!), {}, when(2, 15, 30, 'moderator')),
    happened(CreditsAdjusted, ledger, { credits: -5 }, { ...when(3, 15, 0, 'admin'), reason: 'duplicate deposit' }),
    intent(paid!, ana.userId, 4, 15),
    happened(
      PaymentIntentSettled,
      streams.paymentIntent(paid!),
      { intentId: paid!, paymentState: 'paidOver' },
      when(4, 15, 10),
    ),
    happened(
      CreditsDeposited,
      ledger,
      { credits: 30, notify: true, depositRequestId: null, paymentIntentId: paid! },
      when(4, 15, 11),
    ),
    intent(expired!, ben.userId, 4, 16),
    happened(PaymentIntentExpired, streams.paymentIntent(expired!), { intentId: expired! }, when(4, 16, 30)),
    // Two weeks on, the first day's raw figures were summarised before the purge (docs/product.md §9).
    happened(
      ViewsSummarised,
      streams.viewStats(ana.userId),
      { day: '2026-02-02', counts: { user_view: 5 } },
      when(16, 5),
    ),
    happened(
      AdFiguresSummarised,
      streams.adStats(block!),
      {
        day: '2026-02-02',
        ownerId: 'advertiser-1',
        figures: [{ placement: 'blockCard', impressions: 100, clicks: 0 }],
      },
      when(16, 5),
    ),
  ];
  return {
    events,
    ids: {
      ana: ana.userId,
      ben: ben.userId,
      cleo: cleo.userId,
      dana: dana.userId,
      picture,
      request,
      cancelled,
      purchase,
      paid,
      expired,
      block,
      report,
      guestReport,
      flag,
    },
  };
}
