import type { PracticeResponse } from '@pratiche/contracts';
import { Divider, Typography } from 'antd';
import { ChainFacts } from './chain-facts';
import { vatCreditNotice } from './credit-terms-text';
import { ScheduleTable } from './schedule-table';

type Terms = Pick<PracticeResponse, 'type' | 'rate' | 'transferChain' | 'buyableBy'>;

/** The seller's and the admin's read of the terms: the schedule of rate (codes in clear for them) and the chain. */
export function CreditTermsSection({ practice }: { practice: Terms }) {
  return (
    <div>
      <Divider orientation="left">Piano delle rate</Divider>
      {practice.type === 'CREDITO_IVA' ? <Typography.Text>{vatCreditNotice}</Typography.Text> : <ScheduleTable rate={practice.rate} />}
      <Divider orientation="left">Catena delle cessioni</Divider>
      <ChainFacts chain={practice.transferChain} buyableBy={practice.buyableBy} />
    </div>
  );
}
