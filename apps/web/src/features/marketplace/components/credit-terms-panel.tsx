import type { MarketplacePractice } from '@pratiche/contracts';
import { Descriptions, Divider, Typography } from 'antd';
import { ChainFacts } from '../../../lib/credit-terms/chain-facts';
import { impliedYieldText, pricePer100Text, vatCreditNotice, yieldNote } from '../../../lib/credit-terms/credit-terms-text';
import { ScheduleTable } from '../../../lib/credit-terms/schedule-table';

/**
 * What a buyer sees before paying (issue 27): the price per 100 euro, the implied yield (an
 * estimate, never a promise), the schedule of rate with codes masked until bought, and the chain.
 */
export function CreditTermsPanel({ practice }: { practice: MarketplacePractice }) {
  return (
    <section aria-label="Rate e cessioni">
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: 'price', label: 'Prezzo per 100 € di credito', children: pricePer100Text(practice.pricePer100) },
          {
            key: 'yield',
            label: 'Rendimento annuo implicito',
            children: (
              <>
                {impliedYieldText(practice.impliedAnnualYield)}
                <br />
                <Typography.Text type="secondary">{yieldNote}</Typography.Text>
              </>
            ),
          },
        ]}
      />
      <Divider orientation="left">Piano delle rate</Divider>
      {practice.type === 'CREDITO_IVA' ? <Typography.Text>{vatCreditNotice}</Typography.Text> : <ScheduleTable rate={practice.rate} />}
      <Divider orientation="left">Catena delle cessioni</Divider>
      <ChainFacts chain={practice.transferChain} buyableBy={practice.buyableBy} />
    </section>
  );
}
