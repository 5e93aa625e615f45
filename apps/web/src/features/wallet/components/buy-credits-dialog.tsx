import { baseAccessCredits, exclusivityCredits, exclusivityHours, packagesFor, type CreditPackage } from '@pratiche/domain';
import { Col, Modal, Row, Tabs, Typography } from 'antd';
import { PackageCard } from './package-card';
import { SimulatedPaymentsNotice } from './simulated-payments-notice';

type Props = { open: boolean; isAdmin: boolean; onClose: () => void; onChoose: (pkg: CreditPackage) => void };

/** Dialog 'Acquista Crediti' (spec 2): the packages (Test for admins only) and the payment information. */
export function BuyCreditsDialog({ open, isAdmin, onClose, onChoose }: Props) {
  const packages = (
    <Row gutter={[12, 12]}>
      {packagesFor(isAdmin).map((pkg) => (
        <Col key={pkg.id} xs={24} sm={12} lg={8}>
          <PackageCard pkg={pkg} onChoose={onChoose} />
        </Col>
      ))}
    </Row>
  );
  return (
    <Modal title="Acquista Crediti" open={open} onCancel={onClose} footer={null} width={880} destroyOnHidden>
      <SimulatedPaymentsNotice />
      <Tabs
        items={[
          { key: 'packages', label: 'Pacchetti', children: packages },
          { key: 'info', label: 'Info Pagamento', children: <PaymentInfo /> },
        ]}
      />
    </Modal>
  );
}

/** Spec 9's exclusivity prices as the text reads them: '24 ore: 100, 48 ore: 180, 72 ore: 250'. */
const exclusivityPriceList = exclusivityHours.map((hours) => `${hours} ore: ${exclusivityCredits[hours]}`).join(', ');

function PaymentInfo() {
  return (
    <Typography>
      <Typography.Paragraph>
        Il pagamento avviene con carta sulla pagina sicura del fornitore dei pagamenti: i dati della carta non passano mai da questo sito.
      </Typography.Paragraph>
      <Typography.Paragraph>
        I crediti vengono aggiunti al portafoglio appena il fornitore conferma il pagamento, di solito entro pochi secondi. Ogni acquisto compare nello storico
        acquisti con il suo identificativo di pagamento.
      </Typography.Paragraph>
      <Typography.Paragraph>
        I crediti servono per acquistare l&apos;accesso base ({baseAccessCredits} crediti) o l&apos;esclusiva ({exclusivityPriceList} crediti) alle pratiche del
        marketplace.
      </Typography.Paragraph>
    </Typography>
  );
}
