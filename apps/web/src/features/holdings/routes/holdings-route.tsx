import { DownloadOutlined } from '@ant-design/icons';
import { offsetCapacityWarning, offsetLimitTexts } from '@pratiche/domain';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { BackToMarketplaceHeader } from '../../../lib/back-to-marketplace-header';
import { desktopQuery } from '../../../lib/breakpoints';
import { PageFrame } from '../../../lib/page-frame';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useToast } from '../../../lib/use-toast';
import { useDownloadHoldingsCsv, useHoldings } from '../api/holdings';
import { HoldingsCards, HoldingsTable } from '../components/holdings-list';
import { OffsetCapacityForm } from '../components/offset-capacity-form';
import { YearTotals } from '../components/year-totals';
import { holdingsIntro, noHoldingsText, yearsBeyondCapacity } from '../holdings-view';

/**
 * Issue 45 /marketplace/my-credits 'I miei crediti': each rata the buyer acquired through a
 * completed closing, the totals to offset per year, the irrevocable offset choice and the CSV.
 */
export function HoldingsRoute() {
  const holdings = useHoldings();
  const isDesk = useMediaQuery(desktopQuery);
  // One clock for the page: which rate are past their year is read once, and the server decides again.
  const [now] = useState(() => new Date().toISOString());
  const items = holdings.data?.items ?? [];
  const beyond = yearsBeyondCapacity(holdings.data?.totalsByYear ?? []);
  return (
    <PageFrame>
      <BackToMarketplaceHeader title="I miei crediti">
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', maxWidth: 720 }}>
          {holdingsIntro}
        </Typography.Paragraph>
      </BackToMarketplaceHeader>
      {holdings.isPending && <Skeleton active />}
      {holdings.isError && <Alert type="error" showIcon message={errorMessage(holdings.error, 'Impossibile caricare i tuoi crediti')} />}
      {holdings.isSuccess && items.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={noHoldingsText} />}
      {holdings.isSuccess && items.length > 0 && (
        <>
          <section aria-labelledby="holdings-totals">
            <Typography.Title level={3} id="holdings-totals" style={{ fontSize: 18 }}>
              Totali per anno
            </Typography.Title>
            <Typography.Paragraph type="secondary">Quanto utilizzare in compensazione in ciascun anno, e quanto lo è già.</Typography.Paragraph>
            {beyond.length > 0 && <Alert type="warning" showIcon message={offsetCapacityWarning(beyond)} style={{ marginBottom: 12 }} />}
            <YearTotals totals={holdings.data.totalsByYear} isDesk={isDesk} />
          </section>
          <Alert type="info" showIcon message={offsetLimitTexts.beforeChoosing} />
          <section aria-labelledby="holdings-rate">
            <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 12 }}>
              <Typography.Title level={3} id="holdings-rate" style={{ fontSize: 18, margin: 0 }}>
                Le tue rate
              </Typography.Title>
              <CsvButton />
            </Flex>
            {isDesk ? <HoldingsTable holdings={items} now={now} /> : <HoldingsCards holdings={items} now={now} />}
          </section>
        </>
      )}
      {holdings.isSuccess && (
        <section aria-labelledby="holdings-capacity">
          <Typography.Title level={3} id="holdings-capacity" style={{ fontSize: 18 }}>
            Capacità di compensazione
          </Typography.Title>
          {/* Mounted again on each saved declaration, so the rows read what the server kept (sorted, canonical). */}
          <OffsetCapacityForm key={JSON.stringify(holdings.data.offsetCapacity)} declared={holdings.data.offsetCapacity} />
        </section>
      )}
    </PageFrame>
  );
}

/** 'Scarica CSV': `GET /api/holdings.csv` saved under the server's name; a failure toasts 'Errore'. */
function CsvButton() {
  const download = useDownloadHoldingsCsv();
  const toast = useToast();
  const run = () => download.mutateAsync().catch((error: unknown) => toast.error('Errore', errorMessage(error, 'Errore nel download dei crediti')));
  return (
    <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => void run()}>
      Scarica CSV
    </Button>
  );
}
