import { useParams } from 'react-router';
import { ReceiptScreen } from '@/web/components/receipt-screen';
import { useReceipt } from './api/get-receipt';

/** /parent/receipts/:paymentId: the printable receipt of a payment for one of the parent's children. */
export function ParentReceiptPage() {
  const { paymentId = '' } = useParams();
  return (
    <ReceiptScreen
      receipt={useReceipt(paymentId)}
      backTo="/parent/dashboard"
      notFound="This receipt was not found among your children's payments, or the link is wrong."
    />
  );
}
