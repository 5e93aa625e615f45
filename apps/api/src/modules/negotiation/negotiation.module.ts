import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { AbandonClosingHandler } from './commands/abandon-closing/abandon-closing.handler';
import { AbandonClosingController } from './commands/abandon-closing/abandon-closing.http.controller';
import { AcceptOfferHandler } from './commands/accept-offer/accept-offer.handler';
import { AcceptOfferController } from './commands/accept-offer/accept-offer.http.controller';
import { ChooseHoldingOffsetHandler } from './commands/choose-holding-offset/choose-holding-offset.handler';
import { ChooseHoldingOffsetController } from './commands/choose-holding-offset/choose-holding-offset.http.controller';
import { CounterOfferHandler } from './commands/counter-offer/counter-offer.handler';
import { CounterOfferController } from './commands/counter-offer/counter-offer.http.controller';
import { MakeOfferHandler } from './commands/make-offer/make-offer.handler';
import { MakeOfferController } from './commands/make-offer/make-offer.http.controller';
import { RecordClosingStepHandler } from './commands/record-closing-step/record-closing-step.handler';
import { RecordClosingStepController } from './commands/record-closing-step/record-closing-step.http.controller';
import { RejectOfferHandler } from './commands/reject-offer/reject-offer.handler';
import { RejectOfferController } from './commands/reject-offer/reject-offer.http.controller';
import { WithdrawOfferHandler } from './commands/withdraw-offer/withdraw-offer.handler';
import { WithdrawOfferController } from './commands/withdraw-offer/withdraw-offer.http.controller';
import { DocumentFingerprints } from './document-fingerprints';
import { HoldingsReader } from './holdings/holdings.reader';
import { NegotiationGate } from './negotiation-gate';
import { NegotiationsReader } from './negotiations.reader';
import { OfferIds } from './offer-ids';
import { OfferLocator } from './offer-locator';
import { DownloadOfferDraftHandler } from './queries/download-offer-draft/download-offer-draft.handler';
import { DownloadOfferDraftController } from './queries/download-offer-draft/download-offer-draft.http.controller';
import { OfferDraftReader } from './queries/download-offer-draft/offer-draft.reader';
import { ExportHoldingsHandler, GetHoldingsHandler } from './queries/get-holdings/get-holdings.handler';
import { GetHoldingsController } from './queries/get-holdings/get-holdings.http.controller';
import { GetPracticeOffersHandler } from './queries/get-practice-offers/get-practice-offers.handler';
import { GetPracticeOffersController } from './queries/get-practice-offers/get-practice-offers.http.controller';
import { ListWaitingNegotiationsHandler } from './queries/list-waiting-negotiations/list-waiting-negotiations.handler';
import { ListWaitingNegotiationsController } from './queries/list-waiting-negotiations/list-waiting-negotiations.http.controller';

/**
 * Negotiation (issue 29): offers on whole rate during an exclusivity, and the closing of an
 * accepted offer through to the rate ceduta; then the buyer's holdings of those rate, 'I miei
 * crediti' (issue 45). Its events live on the practice's stream.
 */
@Module({
  imports: [IdentityModule],
  controllers: [
    // write side (commands/)
    // 'closing/abandon' before 'closing/:step'.
    MakeOfferController,
    CounterOfferController,
    AcceptOfferController,
    RejectOfferController,
    WithdrawOfferController,
    AbandonClosingController,
    RecordClosingStepController,
    ChooseHoldingOffsetController,
    // read side (queries/)
    ListWaitingNegotiationsController,
    GetPracticeOffersController,
    DownloadOfferDraftController,
    GetHoldingsController,
  ],
  providers: [
    // write side (commands/)
    OfferIds,
    OfferLocator,
    DocumentFingerprints,
    NegotiationGate,
    MakeOfferHandler,
    CounterOfferHandler,
    AcceptOfferHandler,
    RejectOfferHandler,
    WithdrawOfferHandler,
    AbandonClosingHandler,
    RecordClosingStepHandler,
    ChooseHoldingOffsetHandler,
    // read side (queries/, readers)
    NegotiationsReader,
    HoldingsReader,
    GetPracticeOffersHandler,
    ListWaitingNegotiationsHandler,
    OfferDraftReader,
    DownloadOfferDraftHandler,
    GetHoldingsHandler,
    ExportHoldingsHandler,
  ],
})
export class NegotiationModule {}
