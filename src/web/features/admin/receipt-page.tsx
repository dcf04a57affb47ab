import { useParams } from 'react-router';
import { ReceiptScreen } from '@/web/components/receipt-screen';
import { useReceipt } from './api/get-receipt';

/** /admin/receipts/:paymentId: a printable receipt of one payment. */
export function ReceiptPage() {
  const { paymentId = '' } = useParams();
  return (
    <ReceiptScreen
      receipt={useReceipt(paymentId)}
      backTo="/admin/dashboard"
      notFound="This receipt was not found. It may belong to another school, or the link is wrong."
    />
  );
}
